import { monthBounds, monthOf } from './month-bounds';

describe('monthBounds', () => {
  it('starts and ends a month at local midnight on the 1st, daylight saving included', () => {
    // Sydney: AEDT (+11) in November and December, AEST (+10) in June.
    expect(monthBounds('2026-11', 'Australia/Sydney')).toEqual({ start: new Date('2026-10-31T13:00:00.000Z'), end: new Date('2026-11-30T13:00:00.000Z') });
    expect(monthBounds('2026-12', 'Australia/Sydney').end).toEqual(new Date('2026-12-31T13:00:00.000Z'));
    expect(monthBounds('2026-06', 'Australia/Sydney').start).toEqual(new Date('2026-05-31T14:00:00.000Z'));
  });

  it('names the month of an instant on the local clock, and months around it', () => {
    expect(monthOf(new Date('2026-11-30T13:30:00.000Z'), 'Australia/Sydney')).toBe('2026-12');
    expect(monthOf(new Date('2026-01-10T00:00:00.000Z'), 'Australia/Sydney', -1)).toBe('2025-12');
  });
});
