import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import { transactionsCsv } from './transactions-csv';

const row = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  id: 't-1',
  kind: 'deposit',
  amount: { amount: 2_000, currency: 'AUD' },
  balanceAfter: { amount: 2_000, currency: 'AUD' },
  description: 'Card deposit',
  createdAt: '2026-11-23T22:42:00.000Z',
  reference: 'dep-1',
  ...overrides,
});

describe('transactionsCsv', () => {
  it('writes a header and one line per movement, local dates, signed decimal amounts', () => {
    const csv = transactionsCsv([row({}), row({ kind: 'purchase', amount: { amount: -1_405, currency: 'AUD' }, balanceAfter: { amount: 595, currency: 'AUD' }, description: 'Tickets: Saturday, 2 games' })], 'Australia/Sydney');
    expect(csv).toBe(
      'Date,Type,Description,Amount,Balance after,Currency,Reference\r\n' +
        '2026-11-24 09:42,Deposit,Card deposit,20.00,20.00,AUD,dep-1\r\n' +
        '2026-11-24 09:42,Purchase,"Tickets: Saturday, 2 games",-14.05,5.95,AUD,dep-1\r\n',
    );
  });

  it('quotes quotes and line breaks, and defuses text a spreadsheet would run as a formula', () => {
    const csv = transactionsCsv([row({ description: '=HYPERLINK("x")', reference: 'a\nb' })], 'UTC');
    expect(csv.split('\r\n')[1]).toBe(`2026-11-23 22:42,Deposit,"'=HYPERLINK(""x"")",20.00,20.00,AUD,"a\nb"`);
  });
});
