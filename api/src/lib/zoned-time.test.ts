import { nextWeeklyOccurrences, zonedTimeToUtc } from './zoned-time';

const SYDNEY = 'Australia/Sydney';

describe('zonedTimeToUtc', () => {
  it('converts Sydney wall-clock time in both standard and daylight time', () => {
    expect(zonedTimeToUtc(2026, 7, 4, 20, 30, SYDNEY).toISOString()).toBe('2026-07-04T10:30:00.000Z'); // AEST, UTC+10
    expect(zonedTimeToUtc(2026, 1, 3, 20, 30, SYDNEY).toISOString()).toBe('2026-01-03T09:30:00.000Z'); // AEDT, UTC+11
  });
});

describe('nextWeeklyOccurrences', () => {
  it('gives the next Saturdays at 20:30 Sydney time strictly after the instant', () => {
    // Friday 3 July 2026, noon in Sydney.
    const from = new Date('2026-07-03T02:00:00Z');
    expect(nextWeeklyOccurrences(from, 6, 20, 30, SYDNEY, 2).map((d) => d.toISOString())).toEqual(['2026-07-04T10:30:00.000Z', '2026-07-11T10:30:00.000Z']);
  });

  it('skips today when today’s draw time has passed', () => {
    // Saturday 4 July 2026, 21:00 in Sydney.
    const from = new Date('2026-07-04T11:00:00Z');
    expect(nextWeeklyOccurrences(from, 6, 20, 30, SYDNEY, 1)[0]!.toISOString()).toBe('2026-07-11T10:30:00.000Z');
  });

  it('keeps 20:30 local across the daylight-saving change and the new year', () => {
    const from = new Date('2026-09-25T00:00:00Z');
    const times = nextWeeklyOccurrences(from, 6, 20, 30, SYDNEY, 16).map((d) => new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d));
    expect(new Set(times)).toEqual(new Set(['Sat 20:30']));
  });
});
