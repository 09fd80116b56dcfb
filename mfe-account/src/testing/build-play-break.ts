import type { PlayBreak } from '@drawfront/shared/rules/play-break';

/** Sunday 22 November 2026, 11:00 am in Sydney: the clock the take-a-break tests run at. */
export const PLAY_BREAK_NOW = new Date('2026-11-22T00:00:00.000Z');

/** A 30-day break that started two days before PLAY_BREAK_NOW (test data builder; only tests import this file). */
export function buildPlayBreak(overrides: Partial<PlayBreak> = {}): PlayBreak {
  return { kind: 'break', period: '30_days', startsAt: '2026-11-20T00:00:00.000Z', endsAt: '2026-12-20T00:00:00.000Z', ...overrides };
}
