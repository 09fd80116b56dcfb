import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Tips } from '@drawfront/shared/contract/tips';
import { buildOffersResponse, buildPlayableOffer } from '../testing/build-offer';
import { answering, apiError, renderCatalogue } from '../testing/render-catalogue';

const OFFERS = '/pricing/default/product_offers';
const TIPS: Tips = {
  tips: [
    { offerKey: 'oz-lotto', key: 'how_to_play', title: 'How to play Oz Lotto', text: 'Pick 7 numbers from 1 to 47.' },
    { offerKey: 'oz-lotto', key: 'odds', title: 'Odds of winning division 1', text: 'The chance of one game winning division 1 is 1 in 62,891,499.' },
  ],
};

describe('tips on the play page', () => {
  it("loads the offer's tips after the page, each a disclosure that opens to its text", async () => {
    const request = answering({ [OFFERS]: buildOffersResponse([buildPlayableOffer({}, { key: 'oz-lotto', url: 'oz-lotto', name: 'Oz Lotto' })]), '/tips?offer=oz-lotto': TIPS });
    renderCatalogue('/oz-lotto', request);
    const summary = await screen.findByText('Odds of winning division 1');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    expect(screen.getByText('The chance of one game winning division 1 is 1 in 62,891,499.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tips', level: 2 })).toBeTruthy();
  });

  it('says tips are loading until they come, and leaves the section out when they fail (the ticket can still be bought)', async () => {
    let fail: (error: Error) => void = () => undefined;
    const pending = new Promise<never>((_resolve, reject) => {
      fail = reject;
    });
    const request = answering({ [OFFERS]: buildOffersResponse([buildPlayableOffer({}, { key: 'oz-lotto', url: 'oz-lotto', name: 'Oz Lotto' })]), '/tips?offer=oz-lotto': pending });
    renderCatalogue('/oz-lotto', request);
    expect(await screen.findByText('Loading tips')).toBeTruthy();
    fail(apiError(503, null));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Tips' })).toBeNull());
    expect(screen.getByRole('button', { name: /add to cart/i })).toBeTruthy();
  });
});
