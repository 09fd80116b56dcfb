import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import { transactionsCsv } from './transactions-csv';

const row = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  id: 't-1',
  kind: 'deposit',
  amount: { amount: 2_000, currency: 'AUD' },
  balanceAfter: { amount: 2_000, currency: 'AUD' },
  description: 'Card deposit',
  createdAt: '2026-11-23T22:42:00.000Z',
  reference: '5f0c6a7e-3d2b-4c1a-9e8f-7a6b5c4d3e2f',
  receiptReference: null,
  ...overrides,
});

describe('transactionsCsv', () => {
  it('writes a header and one line per movement, local dates, signed decimal amounts, the purchase\'s short code and never an id', () => {
    const csv = transactionsCsv([row({}), row({ kind: 'purchase', receiptReference: 'DF-7K3Q-9M2P', amount: { amount: -1_405, currency: 'AUD' }, balanceAfter: { amount: 595, currency: 'AUD' }, description: 'Tickets: Saturday, 2 games' })], 'Australia/Sydney');
    expect(csv).toBe(
      'Date,Type,Description,Amount,Balance after,Currency,Reference\r\n' +
        '2026-11-24 09:42,Deposit,Card deposit,20.00,20.00,AUD,\r\n' +
        '2026-11-24 09:42,Purchase,"Tickets: Saturday, 2 games",-14.05,5.95,AUD,DF-7K3Q-9M2P\r\n',
    );
    expect(csv).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('quotes quotes and line breaks, and defuses text a spreadsheet would run as a formula', () => {
    const csv = transactionsCsv([row({ description: '=HYPERLINK("x")', receiptReference: 'a\nb' })], 'UTC');
    expect(csv.split('\r\n')[1]).toBe(`2026-11-23 22:42,Deposit,"'=HYPERLINK(""x"")",20.00,20.00,AUD,"a\nb"`);
  });
});
