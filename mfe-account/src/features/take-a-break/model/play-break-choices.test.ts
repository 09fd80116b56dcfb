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

  it('offers nothing after a permanent self-exclusion', () => {
    expect(periods(buildPlayBreak({ kind: 'self_exclusion', period: 'permanent', endsAt: null }))).toEqual([]);
  });
});
