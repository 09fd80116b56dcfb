import { screen } from '@testing-library/react';
import { buildDraw, buildOffersResponse, buildPlayableOffer } from '../testing/build-offer';
import { answering, renderCatalogue } from '../testing/render-catalogue';

const OFFERS = '/pricing/default/product_offers';

describe('/{offer}/subscription', () => {
  it('explains the subscription, lists the coming draws, links the calendar PDF and starts on the play page', async () => {
    const offer = buildPlayableOffer(
      { minGames: 1, maxGames: 10 },
      {
        key: 'dream-home-raffle',
        url: 'dream-home-raffle',
        name: 'Dream Home Raffle',
        type: 'raffle_ticket',
        recurringPurchase: { type: 'subscription', availability: 'optional' },
        recurringPurchaseInformation: 'A subscription enters you in every draw.',
        draws: [buildDraw({ drawNo: 432, name: 'Draw 432: City penthouse', stop: '2030-02-01T08:00:00.000Z', drawDate: '2030-02-01T09:00:00.000Z' })],
      },
    );
    renderCatalogue('/dream-home-raffle/subscription', answering({ [OFFERS]: buildOffersResponse([offer]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle subscription' })).toBeTruthy();
    expect(screen.getByText('A subscription enters you in every draw.')).toBeTruthy();
    expect(screen.getByText('Each draw costs from $0.75, paid from your wallet.')).toBeTruthy();
    expect(screen.getByText(/^Draw 432: City penthouse: /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download the draw calendar with every charge (PDF)' }).getAttribute('href')).toBe('/public/pdf/subscription/dream-home-raffle-calendar.pdf');
    expect(screen.getByRole('link', { name: 'Start a subscription' }).getAttribute('href')).toBe('/dream-home-raffle');
  });

  it('is not found for an offer that is never sold as a subscription', async () => {
    const offer = buildPlayableOffer({}, { key: 'plain-lotto', url: 'plain-lotto', recurringPurchase: { type: 'autoplay', availability: 'never' } });
    renderCatalogue('/plain-lotto/subscription', answering({ [OFFERS]: buildOffersResponse([offer]) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});
