import { screen } from '@testing-library/react';
import { createQueryClient } from '@drawfront/shared/data/query-client';
import { buildDraw, buildGameOffer, buildOffer, buildOffersResponse } from '../testing/build-offer';
import { answering, renderCatalogue } from '../testing/render-catalogue';

const published = buildOffer({ key: 'dream-home-raffle', name: 'Dream Home Raffle', type: 'raffle_ticket', url: 'dream-home-raffle' });
const unpublished = buildOffer({
  key: 'harbour-hideaway-raffle',
  name: 'Harbour Hideaway Raffle',
  type: 'raffle_ticket',
  url: 'harbour-hideaway-raffle',
  draws: [buildDraw({ drawNo: 1, purchaseStatus: 'open' })],
  gameTypes: [{ key: 'standard', gameOffers: [buildGameOffer({ key: 'harbour-hideaway-raffle-tickets', numberSets: [], drawOptions: [1] })] }],
});
// The API answers the unpublished offer only on ?preview=true, and only to a customer allowed to preview.
const answers = {
  '/pricing/default/product_offers': buildOffersResponse([published]),
  '/pricing/default/product_offers?preview=true': buildOffersResponse([published, unpublished]),
};

describe('?preview=true on the play page', () => {
  it('asks for unpublished offers, uncached, and shows the offer with a preview notice', async () => {
    const request = answering(answers);
    const queries = createQueryClient();
    renderCatalogue('/harbour-hideaway-raffle?preview=true', request, { queries });
    expect(await screen.findByRole('heading', { level: 1, name: /Harbour Hideaway Raffle/ })).toBeTruthy();
    expect(screen.getByText(/^Preview: offers not yet published/)).toBeTruthy();
    const asked = request.mock.calls.map(([call]) => call).find((call) => call.path === '/pricing/default/product_offers');
    expect(asked).toMatchObject({ query: { preview: 'true' } });
    // Not kept: neither under the published offers' key nor as a fresh preview answer.
    expect(queries.get(['product-offers'])).toBeUndefined();
    expect(queries.get(['product-offers-preview'])).toBeUndefined();
  });

  it('is the normal not-found without the flag', async () => {
    renderCatalogue('/harbour-hideaway-raffle', answering({ ...answers, '/items/pages': { data: [] } }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.queryByText(/^Preview:/)).toBeNull();
  });
});
