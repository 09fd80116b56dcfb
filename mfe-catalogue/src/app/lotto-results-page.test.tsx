import { fireEvent, screen, within } from '@testing-library/react';
import { createQueryClient } from '@drawfront/shared/data/query-client';
import { freshMsFor } from '@drawfront/shared/data/query-defaults';
import { buildResult } from '../testing/build-result';
import { answering, apiError, renderCatalogue } from '../testing/render-catalogue';

const FULL = '/draw/full_result';
const KEYS = '/draws/pricing/default/past/result_keys';

const ozLotto = buildResult({ offerKey: 'oz-lotto', offerName: 'Oz Lotto', offerUrl: 'oz-lotto', drawNo: 1500 });
const powerball = buildResult({
  offerKey: 'powerball',
  offerName: 'Powerball',
  offerUrl: 'powerball',
  drawNo: 1441,
  numbers: { numbers: [2, 9, 14, 21, 30, 33, 35], powerball: [17] },
  jackpot: { amount: 2_000_000_000, currency: 'AUD' },
  jackpotRolledOver: false,
});
const raffle = buildResult({
  offerKey: 'surf-raffle',
  offerName: 'Surf Raffle',
  offerUrl: 'surf-raffle',
  drawType: 'raffle_ticket_draw',
  brandKind: 'Raffle',
  drawNo: 312,
  numbers: { numbers: [10423, 55102] },
  jackpot: { amount: 150_000_000, currency: 'AUD' },
  jackpotRolledOver: false,
});
const keys = { lotteries: ['oz-lotto', 'powerball'], raffles: ['surf-raffle'] };

describe('/lotto-results', () => {
  it('shows the latest result of every offer: name, draw, date, balls, jackpot and a link to the draw page', async () => {
    const request = answering({ [FULL]: { results: [ozLotto, powerball, raffle] } });
    renderCatalogue('/lotto-results', request);

    const card = await screen.findByRole('article', { name: 'Oz Lotto' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lotto results' })).toBeTruthy();
    expect(within(card).getByText(/Draw 1500/)).toBeTruthy();
    expect(within(card).getByText('Tuesday, 1 January 2030')).toBeTruthy();
    const main = within(card).getByRole('list', { name: 'Winning numbers' });
    expect(within(main).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['3', '11', '19', '24', '33', '40', '45']);
    expect(within(within(card).getByRole('list', { name: 'Supplementary numbers' })).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['7', '28']);
    expect(within(card).getByText('$10 Million')).toBeTruthy();
    expect(within(card).getByText('Jackpot rolled over')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See full results of Oz Lotto draw 1500' }).getAttribute('href')).toBe('/oz-lotto/results/draw/1500');

    const pb = screen.getByRole('article', { name: 'Powerball' });
    expect(within(within(pb).getByRole('list', { name: 'Powerball' })).getByRole('listitem').textContent).toBe('17');
    expect(within(pb).queryByText('Jackpot rolled over')).toBeNull();

    const surf = screen.getByRole('article', { name: 'Surf Raffle' });
    expect(within(within(surf).getByRole('list', { name: 'Winning ticket numbers' })).getAllByRole('listitem').map((t) => t.textContent)).toEqual([
      'Ticket 10423',
      'Ticket 55102',
    ]);
    expect(within(surf).getByText('Prize')).toBeTruthy();
    // Every offer's results need no result keys and no offers: one call.
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('words a below-a-million jackpot with a suffix by the jackpot rule ("Win $500k"), whatever odd cents rolled into it', async () => {
    const windfall = buildResult({ offerKey: 'windfall', offerName: 'Windfall', offerUrl: 'windfall', jackpot: { amount: 50_001_796, currency: 'AUD' }, jackpotSuffix: 'every month for a year' });
    renderCatalogue('/lotto-results', answering({ [FULL]: { results: [windfall] } }));
    const card = await screen.findByRole('article', { name: 'Windfall' });
    expect(within(card).getByText('Win $500k')).toBeTruthy();
  });

  it('filters to the lotteries or the raffles the result keys name, read with the day-long cache', async () => {
    const request = answering({ [FULL]: { results: [ozLotto, powerball, raffle] }, [KEYS]: keys });
    const queries = createQueryClient();
    renderCatalogue('/lotto-results/raffles', request, { queries });
    await screen.findByRole('article', { name: 'Surf Raffle' });
    expect(screen.queryByRole('article', { name: 'Oz Lotto' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Raffle results' })).toBeTruthy();
    // Kept in the page's query cache under the result keys' key, whose freshness is the day (query-defaults).
    expect(queries.get(['draw-result-keys'])).toEqual(keys);
    expect(freshMsFor(['draw-result-keys'])).toBe(86_400_000);
    expect(screen.getByRole('link', { name: 'Raffles' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages by 5 with links that say which page is current', async () => {
    const many = Array.from({ length: 7 }, (_, i) => buildResult({ offerKey: `lotto-${i}`, offerName: `Lotto ${i}`, offerUrl: `lotto-${i}` }));
    const request = answering({ [FULL]: { results: many }, [KEYS]: { lotteries: many.map((r) => r.offerKey), raffles: [] } });
    renderCatalogue('/lotto-results/lotteries/2', request);
    await screen.findByRole('article', { name: 'Lotto 5' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const pages = screen.getByRole('navigation', { name: 'Lottery results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/lotto-results/lotteries');
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/lotto-results/lotteries');
    expect(within(pages).queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('says there is no such page past the last one', async () => {
    renderCatalogue('/lotto-results/3', answering({ [FULL]: { results: [ozLotto] } }));
    expect(await screen.findByRole('heading', { name: 'There is no page 3' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/lotto-results');
  });

  it('shows a failure with a retry that loads again', async () => {
    const request = answering({ [FULL]: apiError(503, null, 'Results are resting') });
    renderCatalogue('/lotto-results', request);
    expect(await screen.findByText('Results are resting')).toBeTruthy();
    request.mockResolvedValue({ results: [ozLotto] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Oz Lotto' })).toBeTruthy();
  });
});
