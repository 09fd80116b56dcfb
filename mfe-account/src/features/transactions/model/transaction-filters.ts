import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import { zonedDate } from '@drawfront/shared/format/zoned-date';

export type TransactionKind = WalletTransaction['kind'];

/** The kinds a customer can filter by, with what the list calls them. */
export const KIND_OPTIONS: readonly { value: TransactionKind; label: string }[] = [
  { value: 'deposit', label: 'Deposits' },
  { value: 'purchase', label: 'Purchases' },
  { value: 'prize', label: 'Winnings' },
  { value: 'withdrawal', label: 'Withdrawals' },
  { value: 'refund', label: 'Refunds' },
  { value: 'voucher_credit', label: 'Voucher credit' },
];

export interface TransactionFilters {
  kind?: TransactionKind;
  /** "2026-11". */
  month?: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters a URL's query asks for; anything unknown is no filter rather than an error. */
export function filtersOf(params: URLSearchParams): TransactionFilters {
  const kind = params.get('kind');
  const month = params.get('month');
  return {
    kind: KIND_OPTIONS.some((option) => option.value === kind) ? (kind as TransactionKind) : undefined,
    month: month && MONTH.test(month) ? month : undefined,
  };
}

/** The query string of some filters ("?kind=deposit&month=2026-11", or "" for none). */
export function filterQuery(filters: TransactionFilters): string {
  const params = new URLSearchParams();
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.month) params.set('month', filters.month);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** This month and the `count - 1` before it, newest first, on the site's clock: [{ value: "2026-11", label: "November 2026" }]. */
export function recentMonths(now: Date, timeZone: string, locale: string, count = 12): { value: string; label: string }[] {
  const today = zonedDate(now, timeZone);
  const format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(today.year, today.month - 1 - back, 15));
    return { value: `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`, label: format.format(date) };
  });
}
