import { fillTemplate } from '../format/fill-template';
import { formatMoney } from '../format/money';

/** Text shown when the prize pool is not known yet (storefront §5). */
export const JACKPOT_UNKNOWN_TEXT = 'Announced soon';
/** Prize-suffix jackpots below a million (storefront §5); `{n}` is the thousands with the currency symbol, e.g. "Win $500k". */
export const JACKPOT_THOUSANDS_TEXT = 'Win {n}k';
/** Jackpots of a million or more; `{n}` is the millions with the currency symbol, e.g. "$2.4 Million". */
export const JACKPOT_MILLIONS_TEXT = '{n} Million';

/** The draw fields the jackpot text needs; `prizePool.amount` is in minor units. */
export interface JackpotDraw {
  prizePool: { amount: number; currency: string } | null;
  prizePoolSuffix: string | null;
  isPrizePoolUnknown: boolean;
}

const MINOR_PER_MAJOR = 100;
const MINOR_PER_MILLION = 1_000_000 * MINOR_PER_MAJOR;
const MINOR_PER_TENTH_MILLION = MINOR_PER_MILLION / 10;
const MINOR_PER_THOUSAND = 1_000 * MINOR_PER_MAJOR;

/**
 * The jackpot display of a draw (storefront §5): "$30 Million" / "$2.4 Million" (millions rounded
 * down to one decimal) from one million up; "Win $500k" below that when the draw has a prize
 * suffix; otherwise the whole amount ("$999,999"); "Announced soon" when unknown or missing.
 */
export function jackpotText(draw: JackpotDraw, locale: string): string {
  const pool = draw.prizePool;
  // A missing pool has nothing to show either, so it reads like an unknown one rather than "$0".
  if (draw.isPrizePoolUnknown || !pool) return JACKPOT_UNKNOWN_TEXT;
  const { amount, currency } = pool;

  if (amount >= MINOR_PER_MILLION) {
    // Integer tenths of a million, so 1,099,999 is 1.0 and never float-rounds up to 1.1.
    const tenths = Math.floor(amount / MINOR_PER_TENTH_MILLION);
    const millions = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }).format(tenths / 10);
    return fillTemplate(JACKPOT_MILLIONS_TEXT, { n: millions });
  }

  const thousands = Math.floor(amount / MINOR_PER_THOUSAND);
  // Below $1,000 "Win $0k" would undersell the prize, so the whole amount is shown instead.
  if (draw.prizePoolSuffix && thousands > 0) {
    const n = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(thousands);
    return fillTemplate(JACKPOT_THOUSANDS_TEXT, { n });
  }

  return formatMoney(amount, currency, locale, { decimals: 0 });
}
