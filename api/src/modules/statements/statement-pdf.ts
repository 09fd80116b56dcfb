import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import { formatMoney } from '@drawfront/shared/format/money';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface StatementHeading {
  siteName: string;
  customerName: string;
  email: string;
  locale: string;
  timeZone: string;
  generatedAt: Date;
}

/** "November 2026". */
export function monthTitle(month: string, locale: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, monthNo - 1, 15)));
}

/** The statement's lines as label and signed figure, in the order the page and the PDF show them. */
export function statementLines(statement: MonthlyStatement, locale: string): [string, string][] {
  const money = (cents: number) => formatMoney(cents, statement.net.currency, locale);
  const lines: [string, string][] = [
    ['Opening balance', money(statement.openingBalance.amount)],
    ['Deposits', money(statement.deposits.amount)],
    ['Winnings', money(statement.winnings.amount)],
  ];
  if (statement.refunds.amount) lines.push(['Refunds', money(statement.refunds.amount)]);
  if (statement.voucherCredits.amount) lines.push(['Voucher credit', money(statement.voucherCredits.amount)]);
  // Money out as a debit; nothing out stays "$0.00", never "-$0.00".
  const out = (cents: number) => money(cents === 0 ? 0 : -cents);
  lines.push(['Spend', out(statement.spend.amount)], ['Withdrawals', out(statement.withdrawals.amount)], ['Net for the month', money(statement.net.amount)], ['Closing balance', money(statement.closingBalance.amount)]);
  return lines;
}

/**
 * The statement as a one-page A4 PDF (pdf-lib, the standard Helvetica fonts, so no font files ship):
 * who and which month, the figures as a two-column table, and when it was made.
 */
export async function statementPdf(statement: MonthlyStatement, heading: StatementHeading): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `Monthly activity statement: ${monthTitle(statement.month, heading.locale)}`;
  pdf.setTitle(title);
  pdf.setAuthor(heading.siteName);
  pdf.setCreationDate(heading.generatedAt);
  pdf.setModificationDate(heading.generatedAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.18);
  const left = 56;
  const right = 539;
  let y = 780;
  page.drawText(heading.siteName, { x: left, y, size: 12, font: bold, color: ink });
  y -= 32;
  page.drawText(title, { x: left, y, size: 18, font: bold, color: ink });
  y -= 24;
  page.drawText(`${heading.customerName} (${heading.email})`, { x: left, y, size: 11, font: regular, color: ink });
  if (statement.inProgress) {
    y -= 18;
    page.drawText('This month is still running: the figures are to date.', { x: left, y, size: 10, font: regular, color: ink });
  }
  y -= 36;
  for (const [label, figure] of statementLines(statement, heading.locale)) {
    const strong = label === 'Net for the month' || label === 'Closing balance';
    const font = strong ? bold : regular;
    page.drawText(label, { x: left, y, size: 12, font, color: ink });
    page.drawText(figure, { x: right - font.widthOfTextAtSize(figure, 12), y, size: 12, font, color: ink });
    y -= 8;
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: rgb(0.78, 0.8, 0.84) });
    y -= 18;
  }
  const generated = new Intl.DateTimeFormat(heading.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: heading.timeZone }).format(heading.generatedAt);
  page.drawText(`Generated ${generated}. Amounts in ${statement.net.currency}.`, { x: left, y: 56, size: 9, font: regular, color: ink });
  return pdf.save();
}
