import { createPathTo } from '@drawfront/shared/routes/path-to';
import { transactionsPath } from './transactions-path';

describe('transactionsPath', () => {
  const pathTo = createPathTo({ capabilities: ['viewing-orders'] });

  it('gives page 1 the plain path', () => {
    expect(transactionsPath(pathTo, '', 1)).toBe('/my-account/transactions');
    expect(transactionsPath(pathTo, '', 3)).toBe('/my-account/transactions/3');
  });

  it("keeps the filters' query, and answers null on a site without the transactions page", () => {
    expect(transactionsPath(pathTo, '?kind=deposit', 2)).toBe('/my-account/transactions/2?kind=deposit');
    expect(transactionsPath(createPathTo({ capabilities: [] }), '?kind=deposit')).toBeNull();
  });
});
