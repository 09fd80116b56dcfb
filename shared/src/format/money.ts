/**
 * Money is integer minor units everywhere (cents, pence). Every currency the platform sells in
 * (AUD, GBP) has 2 minor digits, so the conversions below assume 100 minor units per major unit.
 */
const MINOR_PER_MAJOR = 100;

/** Options for `formatMoney`: 2 decimals for prices (default), 0 for jackpots (storefront §9). */
export interface MoneyFormatOptions {
  decimals?: 0 | 2;
}

/** Formats minor units with Intl, e.g. 1250 AUD en-AU → "$12.50"; with 0 decimals the cents are dropped, never rounded up. */
export function formatMoney(minor: number, currency: string, locale: string, options: MoneyFormatOptions = {}): string {
  const decimals = options.decimals ?? 2;
  const whole = Math.round(minor);
  // Truncate rather than round for 0 decimals: a prize pool of $999,999.60 must not read "$1,000,000".
  const major = decimals === 0 ? Math.trunc(whole / MINOR_PER_MAJOR) : whole / MINOR_PER_MAJOR;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(major);
}

/** Parses a typed amount ("1.50", "0.1", "12") into minor units without float error; null when not a plain amount with at most 2 decimals. */
export function toMinorUnits(text: string): number | null {
  const match = /^(\d*)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match || (match[1] === '' && match[2] === undefined)) return null;
  const whole = match[1] === '' ? 0 : Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * MINOR_PER_MAJOR + fraction;
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a plain 2-decimal string for form fields and API amounts, e.g. 1250 → "12.50" (spec: "Amounts are fixed to 2 decimals"). */
export function fixed2(minor: number): string {
  const whole = Math.round(minor);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  const fraction = String(absolute % MINOR_PER_MAJOR).padStart(2, '0');
  return `${sign}${Math.floor(absolute / MINOR_PER_MAJOR)}.${fraction}`;
}

/**
 * An amount in its own currency, e.g. a wallet balance: a customer's money is kept in one currency, which may not be
 * the currency of the site they browse (`i18n.money` formats in the site's), so a balance is never shown in another.
 */
export function formatAmount(money: { amount: number; currency: string }, locale: string): string {
  return formatMoney(money.amount, money.currency, locale);
}
