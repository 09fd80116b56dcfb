import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import { PDFDocument } from 'pdf-lib';
import { monthTitle, statementLines, statementPdf } from './statement-pdf';

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const statement: MonthlyStatement = {
  month: '2026-11',
  periodStartsAt: '2026-10-31T13:00:00.000Z',
  periodEndsAt: '2026-11-30T13:00:00.000Z',
  inProgress: true,
  openingBalance: aud(1_000),
  deposits: aud(4_000),
  spend: aud(0),
  winnings: aud(500),
  withdrawals: aud(1_250),
  refunds: aud(0),
  voucherCredits: aud(300),
  net: aud(3_550),
  closingBalance: aud(4_550),
};

describe('statement PDF', () => {
  it('lists the figures in order, money out as a debit, nothing out as $0.00, empty extras left out', () => {
    expect(statementLines(statement, 'en-AU')).toEqual([
      ['Opening balance', '$10.00'],
      ['Deposits', '$40.00'],
      ['Winnings', '$5.00'],
      ['Voucher credit', '$3.00'],
      ['Spend', '$0.00'],
      ['Withdrawals', '-$12.50'],
      ['Net for the month', '$35.50'],
      ['Closing balance', '$45.50'],
    ]);
    expect(monthTitle('2026-11', 'en-AU')).toBe('November 2026');
  });

  it('is a one-page PDF titled with the month', async () => {
    const bytes = await statementPdf(statement, { siteName: 'Drawfront', customerName: 'Pat Player', email: 'pat@example.com', locale: 'en-AU', timeZone: 'Australia/Sydney', generatedAt: new Date('2026-11-24T00:00:00Z') });
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const read = await PDFDocument.load(bytes);
    expect(read.getPageCount()).toBe(1);
    expect(read.getTitle()).toBe('Monthly activity statement: November 2026');
    expect(read.getAuthor()).toBe('Drawfront');
  });
});
