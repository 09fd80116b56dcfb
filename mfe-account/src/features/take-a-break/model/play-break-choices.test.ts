import { buildPlayBreak, PLAY_BREAK_NOW } from '../../../testing/build-play-break';
import { choosablePlayBreakOptions } from './play-break-choices';

const periods = (current: Parameters<typeof choosablePlayBreakOptions>[0]) => choosablePlayBreakOptions(current, PLAY_BREAK_NOW).map((option) => option.period);

describe('choosablePlayBreakOptions', () => {
  it('offers every period when no break is in force', () => {
    expect(periods(null)).toEqual(['24_hours', '7_days', '30_days', '6_months', '1_year', '5_years', 'permanent']);
  });

  it('offers only periods that end after the break in force', () => {
    expect(periods(buildPlayBreak())).toEqual(['30_days', '6_months', '1_year', '5_years', 'permanent']);
  });

  it('leaves out a period that would end at the very same moment', () => {
    expect(periods(buildPlayBreak({ period: '7_days', startsAt: PLAY_BREAK_NOW.toISOString(), endsAt: '2026-11-29T00:00:00.000Z' }))).toEqual(['30_days', '6_months', '1_year', '5_years', 'permanent']);
  });

  it('leaves out the same period again moments after it was confirmed (it would end seconds later)', () => {
    const justTaken = buildPlayBreak({ period: '7_days', startsAt: new Date(PLAY_BREAK_NOW.getTime() - 60_000).toISOString(), endsAt: new Date(PLAY_BREAK_NOW.getTime() - 60_000 + 7 * 86_400_000).toISOString() });
    expect(periods(justTaken)).toEqual(['30_days', '6_months', '1_year', '5_years', 'permanent']);
  });

  it('offers a period that ends at least a day after the break in force', () => {
    // A 7-day break with 23 hours left: 24 hours from now would end only an hour later; 7 days from now ends six days later.
    const almostDone = buildPlayBreak({ period: '7_days', startsAt: new Date(PLAY_BREAK_NOW.getTime() - 6 * 86_400_000).toISOString(), endsAt: new Date(PLAY_BREAK_NOW.getTime() + 86_400_000 - 3_600_000).toISOString() });
    expect(periods(almostDone)).toEqual(['7_days', '30_days', '6_months', '1_year', '5_years', 'permanent']);
  });

  it('offers nothing after a permanent self-exclusion', () => {
    expect(periods(buildPlayBreak({ kind: 'self_exclusion', period: 'permanent', endsAt: null }))).toEqual([]);
  });
});
