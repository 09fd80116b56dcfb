import { nextWeeklyOccurrences } from '../../lib/zoned-time';
import type { DrawSchedule } from '../../db/schema/json-types';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 86_400_000;
// A Monday, 00:00 UTC: draw numbers count weeks from here, so a draw keeps its number whoever creates it.
const DRAW_NUMBER_EPOCH = Date.UTC(2024, 0, 1);

export interface PlannedDraw {
  drawNo: number;
  stop: Date;
  drawDate: Date;
}

/**
 * The schedule's draws whose draw time is after `from`: `count` per weekly entry, numbered by the calendar
 * (entries in Monday-first order, so numbers run in draw order within a week).
 */
export function plannedDraws(plan: DrawSchedule, timeZone: string, from: Date, count: number): PlannedDraw[] {
  const stopOffset = plan.stopMinutesBefore * MINUTE_MS;
  const entries = [...plan.schedule].sort((a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7));
  return entries
    .flatMap((entry, index) =>
      nextWeeklyOccurrences(from, entry.weekday, entry.hour, entry.minute, timeZone, count).map((drawDate) => ({
        drawNo: plan.firstDrawNo + Math.floor((drawDate.getTime() - DRAW_NUMBER_EPOCH) / WEEK_MS) * entries.length + index,
        stop: new Date(drawDate.getTime() - stopOffset),
        drawDate,
      })),
    )
    .sort((a, b) => a.drawDate.getTime() - b.drawDate.getTime());
}

/** The draws that must exist at `now` so the schedule sells `plan.upcoming` draws per entry ahead. */
export function drawsToKeepAhead(plan: DrawSchedule, timeZone: string, now: Date): PlannedDraw[] {
  return plannedDraws(plan, timeZone, new Date(now.getTime() + plan.stopMinutesBefore * MINUTE_MS), plan.upcoming);
}
