import { filterQuery, filtersOf, recentMonths } from './transaction-filters';

describe('transaction filters', () => {
  it('reads known filters from the query and ignores the rest', () => {
    expect(filtersOf(new URLSearchParams('kind=withdrawal&month=2026-11'))).toEqual({ kind: 'withdrawal', month: '2026-11' });
    expect(filtersOf(new URLSearchParams('kind=bonus&month=2026-13'))).toEqual({ kind: undefined, month: undefined });
  });

  it('writes them back as a query string', () => {
    expect(filterQuery({ kind: 'deposit', month: '2026-11' })).toBe('?kind=deposit&month=2026-11');
    expect(filterQuery({})).toBe('');
  });

  it('lists this month and the ones before it on the site clock', () => {
    const months = recentMonths(new Date('2026-11-30T14:00:00Z'), 'Australia/Sydney', 'en-AU', 3);
    expect(months).toEqual([
      { value: '2026-12', label: 'December 2026' },
      { value: '2026-11', label: 'November 2026' },
      { value: '2026-10', label: 'October 2026' },
    ]);
    expect(recentMonths(new Date('2026-02-10T00:00:00Z'), 'UTC', 'en-AU', 3).map((month) => month.value)).toEqual(['2026-02', '2026-01', '2025-12']);
  });
});
