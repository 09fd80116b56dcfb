import { fireEvent, screen, within } from '@testing-library/react';
import { buildOffer, buildOffersResponse } from '../testing/build-offer';
import { buildDrawDetails, buildFairness, buildRaffleWinner } from '../testing/build-result';
import { answering, apiError, renderCatalogue } from '../testing/render-catalogue';

const OFFERS = '/pricing/default/product_offers';
const offers = buildOffersResponse([
  buildOffer({ key: 'oz-lotto', name: 'Oz Lotto', url: 'oz-lotto' }),
  buildOffer({ key: 'surf-raffle', name: 'Surf Raffle', url: 'surf-raffle', type: 'raffle_ticket' }),
]);

describe('/{offer}/results/draw/{drawNo}', () => {
  it('shows the numbers, the dividends with winners and prize per division, and neighbouring draws', async () => {
    renderCatalogue('/oz-lotto/results/draw/1500', answering({ [OFFERS]: offers, '/draw/details/oz-lotto/1500': buildDrawDetails() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oz Lotto draw 1500' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Supplementary numbers' })).toBeTruthy();
    expect(screen.getByText('Jackpot rolled over')).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Dividends for draw 1500' });
    const rows = within(table).getAllByRole('row').map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Division', 'What it needs', 'Winners', 'Prize per winner'],
      ['Division 1', '7 numbers', '0', 'Not won'],
      ['Division 2', '6 numbers + 1 supplementary', '3', '$45,123.45'],
      ['Total winners', '3', '$135,370.35 in prizes'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Division 2' }).getAttribute('scope')).toBe('row');

    const others = screen.getByRole('navigation', { name: 'Other Oz Lotto draws' });
    expect(within(others).getByRole('link', { name: 'Previous draw (1499)' }).getAttribute('href')).toBe('/oz-lotto/results/draw/1499');
    expect(within(others).queryByRole('link', { name: /Next draw/ })).toBeNull();
  });

  it('shows the fairness proof: hash, seed, algorithm (linked to its documentation), barrels and a check in the browser', async () => {
    renderCatalogue('/oz-lotto/results/draw/1500', answering({ [OFFERS]: offers, '/draw/details/oz-lotto/1500': buildDrawDetails() }));
    const proof = (await screen.findByRole('heading', { level: 2, name: 'Fairness proof' })).closest('section') as HTMLElement;
    const fairness = buildFairness();
    expect(within(proof).getByText(fairness.seedHash)).toBeTruthy();
    expect(within(proof).getByText(fairness.seed as string)).toBeTruthy();
    expect(within(proof).getByText(fairness.algorithm)).toBeTruthy();
    const barrels = within(proof).getByRole('table', { name: 'Barrels used' });
    expect(within(barrels).getByText('1 to 47')).toBeTruthy();
    expect(within(barrels).getByText('7 × Winning numbers, 2 × Supplementary numbers')).toBeTruthy();
    expect(within(proof).getByRole('heading', { level: 3, name: 'How to check this draw' })).toBeTruthy();
    expect(within(proof).getByText("Work out the SHA-256 of the seed's bytes. It must equal the published hash: then the seed is the one fixed before sales closed.")).toBeTruthy();
    // A customer cannot run the platform's ops command: the page checks in their browser, and links the algorithm's documentation.
    expect(within(proof).queryByText(/npm run ops/)).toBeNull();
    expect(within(proof).getByRole('button', { name: 'Check it yourself' })).toBeTruthy();
    const docs = within(proof).getAllByRole('link');
    expect(docs.length).toBeGreaterThan(0);
    for (const link of docs) expect(link.getAttribute('href')).toBe('/about/fairness');
  });

  it('shows a raffle draw’s winning tickets and masked winners', async () => {
    const details = buildDrawDetails({
      offerKey: 'surf-raffle',
      offerName: 'Surf Raffle',
      offerUrl: 'surf-raffle',
      drawType: 'raffle_ticket_draw',
      brandKind: 'Raffle',
      drawNo: 312,
      numbers: { numbers: [10423] },
      divisions: [],
      raffleWinners: [buildRaffleWinner()],
      fairness: buildFairness({ barrels: [], ticketsSold: 80_000 }),
    });
    renderCatalogue('/surf-raffle/results/draw/312', answering({ [OFFERS]: offers, '/draw/details/surf-raffle/312': details }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Winning tickets' })).toBeTruthy();
    const winners = screen.getByRole('table', { name: 'Winners of draw 312' });
    expect(within(winners).getByRole('row', { name: /1st prize/ }).textContent).toContain('Jane S.');
    expect(within(winners).getByText('Gold Coast house ($1,500,000.00)')).toBeTruthy();
    expect(screen.getByText('Winning tickets were drawn among tickets 1 to 80000')).toBeTruthy();
  });

  it('says a draw not drawn yet has no result, with a link to play that draw', async () => {
    renderCatalogue('/oz-lotto/results/draw/1502', answering({ [OFFERS]: offers, '/draw/details/oz-lotto/1502': apiError(422, 'draw_not_drawn') }));
    expect(await screen.findByRole('heading', { name: "Draw 1502 hasn't been drawn yet" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play Oz Lotto draw 1502' }).getAttribute('href')).toBe('/oz-lotto?firstDrawNo=1502');
  });

  it('links a raffle draw not drawn yet to its raffle draw page', async () => {
    renderCatalogue('/surf-raffle/results/draw/313', answering({ [OFFERS]: offers, '/draw/details/surf-raffle/313': apiError(422, 'draw_not_drawn') }));
    expect((await screen.findByRole('link', { name: 'Play Surf Raffle draw 313' })).getAttribute('href')).toBe('/surf-raffle/draw/313');
  });

  it('says an unknown draw does not exist and leads to the offer results', async () => {
    renderCatalogue('/oz-lotto/results/draw/99', answering({ [OFFERS]: offers, '/draw/details/oz-lotto/99': apiError(404, 'draw_not_found') }));
    expect(await screen.findByRole('heading', { name: 'Oz Lotto has no draw 99' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Oz Lotto results' })[0]?.getAttribute('href')).toBe('/oz-lotto/results');
  });

  it('is a 404 for a draw number that is not a number, without asking the API', async () => {
    const request = answering({ [OFFERS]: offers });
    renderCatalogue('/oz-lotto/results/draw/latest', request);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it('retries after a failure', async () => {
    const request = answering({ [OFFERS]: offers, '/draw/details/oz-lotto/1500': apiError(503, null, 'Draws are resting') });
    renderCatalogue('/oz-lotto/results/draw/1500', request);
    expect(await screen.findByText('Draws are resting')).toBeTruthy();
    request.mockImplementation((call) => Promise.resolve(call.path === OFFERS ? offers : buildDrawDetails()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Dividends for draw 1500' })).toBeTruthy();
  });
});
