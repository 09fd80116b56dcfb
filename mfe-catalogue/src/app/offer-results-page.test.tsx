import { fireEvent, screen, within } from '@testing-library/react';
import { buildOffer, buildOffersResponse } from '../testing/build-offer';
import { buildPastResults, buildResults } from '../testing/build-result';
import { answering, apiError, renderCatalogue } from '../testing/render-catalogue';

const OFFERS = '/pricing/default/product_offers';
const PAST = '/draws/pricing/default/past/oz-lotto';
const offers = buildOffersResponse([buildOffer({ key: 'oz-lotto', name: 'Oz Lotto', url: 'oz-lotto' })]);
// 12 weekly draws from 1 January 2030 back to 16 October 2029.
const all = buildResults(12);
const page = (n: number) => buildPastResults(all.slice((n - 1) * 5, n * 5), { offset: (n - 1) * 5, total: 12 });

describe('/{offer}/results', () => {
  it('lists the newest 5 results of the offer, each linking to its draw page', async () => {
    const request = answering({ [OFFERS]: offers, [`${PAST}?limit=5&offset=0`]: page(1), [`${PAST}?limit=5&offset=10`]: page(3) });
    renderCatalogue('/oz-lotto/results', request);
    expect(await screen.findByRole('article', { name: 'Draw 1500' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oz Lotto results' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'See full results of Oz Lotto draw 1496' }).getAttribute('href')).toBe('/oz-lotto/results/draw/1496');
    const pages = screen.getByRole('navigation', { name: 'Oz Lotto results pages' });
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/oz-lotto/results?page=2');
    expect(screen.getByRole('link', { name: 'Oz Lotto number statistics' }).getAttribute('href')).toBe('/oz-lotto/statistics');
  });

  it('asks for the page the address names', async () => {
    const request = answering({ [OFFERS]: offers, [`${PAST}?limit=5&offset=5`]: page(2), [`${PAST}?limit=5&offset=0`]: page(1), [`${PAST}?limit=5&offset=10`]: page(3) });
    renderCatalogue('/oz-lotto/results?page=2', request);
    expect(await screen.findByRole('article', { name: 'Draw 1495' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Draw 1500' })).toBeNull();
  });

  it('offers every month from the oldest draw to the newest and opens the chosen one', async () => {
    const request = answering({
      [OFFERS]: offers,
      [`${PAST}?limit=5&offset=0`]: page(1),
      [`${PAST}?limit=5&offset=10`]: page(3),
      '/draws/past/archived/oz-lotto/2029/11?limit=5&offset=0': buildPastResults(all.slice(5, 9)),
    });
    renderCatalogue('/oz-lotto/results', request);
    const month = await screen.findByRole('combobox', { name: 'Month' });
    expect(within(month).getAllByRole('option').map((option) => option.textContent)).toEqual(['January 2030', 'December 2029', 'November 2029', 'October 2029']);
    fireEvent.change(month, { target: { value: '2029-11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oz Lotto results for November 2029' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Draw 1495' })).toBeTruthy();
  });

  it('is a 404 for an offer the site does not have', async () => {
    renderCatalogue('/no-such-lotto/results', answering({ [OFFERS]: offers }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    const request = answering({ [OFFERS]: offers, [PAST]: apiError(500, null, 'Past results are down') });
    renderCatalogue('/oz-lotto/results', request);
    expect(await screen.findByRole('heading', { name: "We couldn't load the results" })).toBeTruthy();
    expect(screen.getByText('Past results are down')).toBeTruthy();
  });
});

describe('/{offer}/results/{date}', () => {
  it('lists the results of one month', async () => {
    const request = answering({
      [OFFERS]: offers,
      '/draws/past/archived/oz-lotto/2029/12?limit=5&offset=0': buildPastResults(all.slice(1, 5)),
      [PAST]: page(1),
      [`${PAST}?limit=5&offset=10`]: page(3),
    });
    renderCatalogue('/oz-lotto/results/2029-12', request);
    expect(await screen.findByRole('article', { name: 'Draw 1499' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Oz Lotto results for December 2029' })).toBeTruthy();
    expect((await screen.findByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value).toBe('2029-12');
  });

  it('says a bad date is not a month we have results for, without asking the API', async () => {
    const request = answering({ [OFFERS]: offers, [`${PAST}?limit=5&offset=0`]: page(1), [`${PAST}?limit=5&offset=10`]: page(3) });
    renderCatalogue('/oz-lotto/results/2029-13', request);
    expect(await screen.findByRole('heading', { name: '“2029-13” is not a month we have results for' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Oz Lotto results' }).getAttribute('href')).toBe('/oz-lotto/results');
    expect(request.mock.calls.some(([call]) => call.path.startsWith('/draws/past/archived'))).toBe(false);
  });

  it('says so too for a month with no draws or one the API refuses', async () => {
    const request = answering({
      [OFFERS]: offers,
      '/draws/past/archived/oz-lotto/2031/5': buildPastResults([]),
      '/draws/past/archived/oz-lotto/1999/5': apiError(422, 'bad_month'),
      [`${PAST}?limit=5&offset=0`]: page(1),
      [`${PAST}?limit=5&offset=10`]: page(3),
    });
    const { unmount } = renderCatalogue('/oz-lotto/results/2031-05', request);
    expect(await screen.findByRole('heading', { name: '“May 2031” is not a month we have results for' })).toBeTruthy();
    unmount();
    renderCatalogue('/oz-lotto/results/1999-05', request);
    expect(await screen.findByRole('heading', { name: '“May 1999” is not a month we have results for' })).toBeTruthy();
  });
});
