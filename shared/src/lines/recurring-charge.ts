import type { CartItem, KindCartItem } from '../contract/cart';
import type { I18n } from '../contract/i18n';
import { formatMoney } from '../format/money';
import { formatSiteTime } from '../format/site-time';
import type { LineWords } from './present-line';

/** What a recurring line charges after today's purchase, and from when. */
export type RecurringFacts =
  /** A membership or period subscription: `amount` every `days` days, the first renewal at `from`. */
  | { kind: 'period'; amount: number; days: number; from: string }
  /** An autoplay or draw subscription: `amount` for each draw after the one bought now (drawn at `after`). */
  | { kind: 'each_draw'; amount: number; after: string; minimumJackpot?: number };

const DAY_MS = 86_400_000;
const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/** A ticket line's later charges: none unless it recurs (autoplay or subscription). */
export function recurringOfCartItem(item: CartItem): RecurringFacts | null {
  if (!item.recurringPurchase.enabled) return null;
  const minimumJackpot = item.minimumJackpotAmount?.amount;
  return { kind: 'each_draw', amount: item.unitPrice.amount, after: item.drawDate, ...(minimumJackpot ? { minimumJackpot } : {}) };
}

/** A kind line's later charges (a membership renewing every period), counted from `now`, when it would be bought. */
export function recurringOfKindItem(item: KindCartItem, now: Date): RecurringFacts | null {
  const days = whole(item.details.periodDays);
  if (!item.recurringPurchase?.enabled || days === undefined) return null;
  return { kind: 'period', amount: item.unitPrice.amount, days, from: new Date(now.getTime() + days * DAY_MS).toISOString() };
}

/**
 * What a recurring line will charge and when, in one sentence for the checkout line: "Then $9.99 every 30 days
 * from 29 December", "Then $3.00 for each draw after 13 December". Dates are the site's.
 */
export function recurringCharge(facts: RecurringFacts, words: LineWords & Pick<I18n, 'currency'>): string {
  const price = words.money(facts.amount);
  const date = (moment: string) => formatSiteTime(moment, words, { day: 'numeric', month: 'long' });
  if (facts.kind === 'period') {
    return facts.days === 1
      ? words.t('lines.recurring.daily', 'Then {price} every day from {date}', { price, date: date(facts.from) })
      : words.t('lines.recurring.period', 'Then {price} every {days} days from {date}', { price, days: facts.days, date: date(facts.from) });
  }
  if (facts.minimumJackpot !== undefined) {
    return words.t('lines.recurring.each-draw-jackpot', 'Then {price} for each draw after {date} whose jackpot is {jackpot} or more', {
      price,
      date: date(facts.after),
      // Jackpots are shown in whole units (storefront §9 "jackpot 0" decimals).
      jackpot: formatMoney(facts.minimumJackpot, words.currency, words.locale, { decimals: 0 }),
    });
  }
  return words.t('lines.recurring.each-draw', 'Then {price} for each draw after {date}', { price, date: date(facts.after) });
}
