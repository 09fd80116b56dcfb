import { calendarDaysBetween, zonedDate } from './zoned-date';

describe('zonedDate', () => {
  it('reads the wall clock in the given zone', () => {
    expect(zonedDate(new Date('2025-06-01T13:30:00Z'), 'Australia/Sydney')).toEqual({ year: 2025, month: 6, day: 1, hour: 23, minute: 30 });
    expect(zonedDate(new Date('2025-06-01T13:30:00Z'), 'Europe/London')).toEqual({ year: 2025, month: 6, day: 1, hour: 14, minute: 30 });
  });

  it('reads midnight as hour 0', () => {
    expect(zonedDate(new Date('2025-06-01T14:00:00Z'), 'Australia/Sydney').hour).toBe(0);
  });
});

describe('calendarDaysBetween', () => {
  it('counts calendar days in the zone, not 24-hour blocks', () => {
    // 23:30 Sunday to 00:30 Monday in Sydney: one hour, one calendar day.
    expect(calendarDaysBetween(new Date('2025-06-01T13:30:00Z'), new Date('2025-06-01T14:30:00Z'), 'Australia/Sydney')).toBe(1);
    expect(calendarDaysBetween(new Date('2025-06-01T13:30:00Z'), new Date('2025-06-01T14:30:00Z'), 'Europe/London')).toBe(0);
  });

  it('is negative for the past', () => {
    expect(calendarDaysBetween(new Date('2025-06-03T00:00:00Z'), new Date('2025-06-01T00:00:00Z'), 'Europe/London')).toBe(-2);
  });
});
