import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import { zonedDate } from '@drawfront/shared/format/zoned-date';

export const CSV_HEADER = ['Date', 'Type', 'Description', 'Amount', 'Balance after', 'Currency', 'Reference'] as const;

const KIND_LABELS: Readonly<Record<WalletTransaction['kind'], string>> = {
  deposit: 'Deposit',
  purchase: 'Purchase',
  prize: 'Winnings',
  withdrawal: 'Withdrawal',
  refund: 'Refund',
  voucher_credit: 'Voucher credit',
};

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text that a spreadsheet
 * would run as a formula (=, +, -, @ first) is prefixed with an apostrophe; amounts are written by us.
 */
function cell(value: string, text = true): string {
  const safe = text && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const decimal = (cents: number) => `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const two = (n: number) => String(n).padStart(2, '0');

/** The wallet movements as CSV, dates on the site's clock ("2026-11-24 09:42"), lines ending CRLF. */
export function transactionsCsv(transactions: readonly WalletTransaction[], timeZone: string): string {
  const lines = [CSV_HEADER.join(',')];
  for (const transaction of transactions) {
    const local = zonedDate(new Date(transaction.createdAt), timeZone);
    const date = `${local.year}-${two(local.month)}-${two(local.day)} ${two(local.hour)}:${two(local.minute)}`;
    lines.push(
      [cell(date, false), cell(KIND_LABELS[transaction.kind], false), cell(transaction.description), decimal(transaction.amount.amount), decimal(transaction.balanceAfter.amount), cell(transaction.amount.currency, false), cell(transaction.receiptReference ?? '')].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
