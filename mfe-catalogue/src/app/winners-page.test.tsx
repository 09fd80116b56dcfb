import { screen, within } from '@testing-library/react';
import { buildOffer, buildOffersResponse } from '../testing/build-offer';
import { buildDrawDetails, buildPastResults, buildRaffleWinner, buildResults } from '../testing/build-result';
import { answering, renderCatalogue } from '../testing/render-catalogue';

const OFFERS = '/pricing/default/product_offers';
const offers = buildOffersResponse([
  buildOffer({ key: 'surf-raffle', name: 'Surf Raffle', url: 'surf-raffle', type: 'raffle_ticket' }),
  buildOffer({ key: 'oz-lotto', name: 'Oz Lotto', url: 'oz-lotto' }),
]);
const raffleDraw = (drawNo: number, winnerName: string) =>
  buildDrawDetails({
    offerKey: 'surf-raffle',
    drawType: 'raffle_ticket_draw',
    drawNo,
    numbers: { numbers: [10423] },
    raffleWinners: [buildRaffleWinner({ winnerName })],
    previousDrawNo: drawNo - 1,
    nextDrawNo: null,
  });
const answers = {
  [OFFERS]: offers,
  '/draws/pricing/default/past/surf-raffle': buildPastResults(buildResults(1, 312, { offerKey: 'surf-raffle', drawType: 'raffle_ticket_draw' })),
  '/draw/details/surf-raffle/312': raffleDraw(312, 'Jane S.'),
  '/draw/details/surf-raffle/311': raffleDraw(311, 'Omar K.'),
};

describe('raffle winners', () => {
  it('shows the latest draw’s winners, names masked, at /{raffle}/winners', async () => {
    renderCatalogue('/surf-raffle/winners', answering(answers));
    const table = await screen.findByRole('table', { name: 'Winners of draw 312' });
    expect(within(table).getByText('Jane S.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Surf Raffle winners' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous draw (311)' }).getAttribute('href')).toBe('/surf-raffle/winners?drawNo=311');
  });

  it('shows the same page at /{raffle}?tab=winners', async () => {
    renderCatalogue('/surf-raffle?tab=winners', answering(answers));
    expect(await screen.findByRole('table', { name: 'Winners of draw 312' })).toBeTruthy();
  });

  it('shows an earlier draw’s winners when the address names it', async () => {
    renderCatalogue('/surf-raffle/winners?drawNo=311', answering(answers));
    expect(within(await screen.findByRole('table', { name: 'Winners of draw 311' })).getByText('Omar K.')).toBeTruthy();
  });

  it('sends a lottery’s visitors to its results instead', async () => {
    const request = answering(answers);
    renderCatalogue('/oz-lotto/winners', request);
    expect(await screen.findByText("Oz Lotto is a lottery: its winners are counted in each draw's dividends.")).toBeTruthy();
    expect(request.mock.calls.map(([call]) => call.path)).toEqual([OFFERS]);
  });
});
