import { fireEvent, screen, within } from '@testing-library/react';
import { buildOffer, buildOffersResponse } from '../testing/build-offer';
import { buildStatistics } from '../testing/build-result';
import { answering, apiError, renderCatalogue } from '../testing/render-catalogue';

const OFFERS = '/pricing/default/product_offers';
const offers = buildOffersResponse([buildOffer({ key: 'oz-lotto', name: 'Oz Lotto', url: 'oz-lotto' })]);

describe('/{offer}/statistics', () => {
  it('counts the last 25 draws by default: hot and cold numbers, and a table of every number', async () => {
    const request = answering({ [OFFERS]: offers, '/statistics/oz-lotto?draws=25': buildStatistics() });
    renderCatalogue('/oz-lotto/statistics', request);
    const hot = await screen.findByRole('list', { name: 'Hot numbers' });
    expect(within(hot).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['9drawn 4 times', '4drawn 4 times']);
    expect(within(screen.getByRole('list', { name: 'Cold numbers' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '10drawn 0 times',
      '5drawn 0 times',
    ]);
    const table = screen.getByRole('table', { name: 'Winning numbers: how often each number from 1 to 10 was drawn in the last 25 draws' });
    const three = within(table).getByRole('row', { name: /^3 / });
    expect(within(three).getByRole('link', { name: 'Draw 1497' }).getAttribute('href')).toBe('/oz-lotto/results/draw/1497');
    expect(within(within(table).getByRole('row', { name: /^5 / })).getByText('Not in these draws')).toBeTruthy();
    expect(screen.getByText('Counted over the last 25 draws (draws 1476 to 1500).')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Draws counted' }) as HTMLSelectElement).value).toBe('25');
  });

  it('says a number drawn once was "drawn once"', async () => {
    const statistics = buildStatistics();
    const [set] = statistics.sets;
    if (!set) throw new Error('buildStatistics gives one set');
    renderCatalogue('/oz-lotto/statistics', answering({ [OFFERS]: offers, '/statistics/oz-lotto?draws=25': { ...statistics, sets: [{ ...set, hot: [1, 9] }] } }));
    const hot = await screen.findByRole('list', { name: 'Hot numbers' });
    expect(within(hot).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1drawn once', '9drawn 4 times']);
  });

  it('counts another window when the visitor chooses it', async () => {
    const request = answering({
      [OFFERS]: offers,
      '/statistics/oz-lotto?draws=25': buildStatistics(),
      '/statistics/oz-lotto?draws=100': buildStatistics(10, { drawsCounted: 100, firstDrawNo: 1401 }),
    });
    renderCatalogue('/oz-lotto/statistics', request);
    const select = await screen.findByRole('combobox', { name: 'Draws counted' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Last 10 draws', 'Last 25 draws', 'Last 50 draws', 'Last 100 draws']);
    fireEvent.change(select, { target: { value: '100' } });
    // Choosing alone loads nothing (WCAG 3.2.2); the button does.
    expect(request.mock.calls.some(([call]) => call.query?.draws === 100)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Show statistics' }));
    expect(await screen.findByText('Counted over the last 100 draws (draws 1401 to 1500).')).toBeTruthy();
  });

  it('shows a failure with a retry', async () => {
    renderCatalogue('/oz-lotto/statistics?draws=10', answering({ [OFFERS]: offers, '/statistics/oz-lotto?draws=10': apiError(500, null, 'Counting failed') }));
    expect(await screen.findByText('Counting failed')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
