import { randomUUID } from 'node:crypto';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { zonedTimeToUtc } from '../../lib/zoned-time';
import { newDrawSeed } from '../draws/fairness/draw-seed';
import type { NewGiveawayDraw } from './repository';

/** Daily and monthly giveaways close (and are drawn) at 8 pm on the site's clock. */
const CLOSE_HOUR = 20;
export const DAILY_PRIZE_CENTS = 10_000;
export const MONTHLY_PRIZE_CENTS = 100_000;

const image = (name: string, contentDescription: string) => ({
  mobile: { url: `/images/giveaways/${name}-mobile.svg`, contentDescription },
  desktop: { url: `/images/giveaways/${name}-desktop.svg`, contentDescription },
});

const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function previousMonthClose(month: { year: number; month: number }, timeZone: string): Date {
  const previous = month.month === 1 ? { year: month.year - 1, month: 12 } : { year: month.year, month: month.month - 1 };
  return zonedTimeToUtc(previous.year, previous.month, daysInMonth(previous.year, previous.month), CLOSE_HOUR, 0, timeZone);
}

/** A draw that commits to its seed from creation, like the lottery draws (its hash is public before it closes). */
function withSeed(row: Omit<NewGiveawayDraw, 'id' | 'seed' | 'seedHash'>): NewGiveawayDraw {
  const { seed, hash } = newDrawSeed();
  return { id: randomUUID(), seed, seedHash: hash, ...row };
}

/** The daily giveaway of one calendar day: number yyyymmdd, open from 8 pm the day before (when the last one closed) to 8 pm on the site's clock. */
export function dailyGiveaway(programmeId: number, day: { year: number; month: number; day: number }, timeZone: string): NewGiveawayDraw {
  const number = day.year * 10_000 + day.month * 100 + day.day;
  return withSeed({
    programmeId,
    type: 'daily',
    number,
    externalId: `daily-${number}`,
    title: 'Daily $100 giveaway',
    description: 'One member wins $100 in their wallet tonight at 8 pm.',
    images: image('daily', 'A stack of gold coins'),
    pill: 'Every day',
    permits: null,
    lockedContent: null,
    details: { title: 'How the daily giveaway works', transferToken: null, url: null },
    openAt: new Date(zonedTimeToUtc(day.year, day.month, day.day, CLOSE_HOUR, 0, timeZone).getTime() - DAY_MS),
    closeAt: zonedTimeToUtc(day.year, day.month, day.day, CLOSE_HOUR, 0, timeZone),
    prizeCents: DAILY_PRIZE_CENTS,
    winnersCount: 1,
  });
}

/** The monthly giveaway: number yyyymm, open from the last one's close to 8 pm on the month's last day; free members unlock it. */
export function monthlyGiveaway(programmeId: number, month: { year: number; month: number }, timeZone: string): NewGiveawayDraw {
  const number = month.year * 100 + month.month;
  return withSeed({
    programmeId,
    type: 'monthly',
    number,
    externalId: `monthly-${number}`,
    title: 'Monthly $1,000 giveaway',
    description: 'Unlock your entry and one member wins $1,000 at the end of the month.',
    images: image('monthly', 'A calendar page with a prize ribbon'),
    pill: 'Unlock to enter',
    permits: null,
    lockedContent: null,
    details: { title: 'How to unlock the monthly giveaway', transferToken: null, url: null },
    openAt: previousMonthClose(month, timeZone),
    closeAt: zonedTimeToUtc(month.year, month.month, daysInMonth(month.year, month.month), CLOSE_HOUR, 0, timeZone),
    prizeCents: MONTHLY_PRIZE_CENTS,
    winnersCount: 1,
  });
}

/** The giveaways a programme keeps created ahead: today's and tomorrow's daily, this month's and next month's monthly (one of each takes entries at any time). */
export function giveawaysAhead(programmeId: number, timeZone: string, now: Date): NewGiveawayDraw[] {
  const today = zonedDate(now, timeZone);
  const tomorrow = zonedDate(new Date(zonedTimeToUtc(today.year, today.month, today.day, 12, 0, timeZone).getTime() + DAY_MS), timeZone);
  const nextMonth = today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
  return [dailyGiveaway(programmeId, today, timeZone), dailyGiveaway(programmeId, tomorrow, timeZone), monthlyGiveaway(programmeId, today, timeZone), monthlyGiveaway(programmeId, nextMonth, timeZone)];
}
