import { drawDayLabel, drawOffsetLabel } from './draw-day';

const SYDNEY = 'Australia/Sydney';
// June is AEST (+10:00, no daylight saving); 2 June 2025 is a Monday.
const sydney = (local: string) => new Date(`${local}+10:00`);
const now = sydney('2025-06-02T10:00:00');
const label = (draw: Date, at: Date = now) => drawDayLabel(draw, at, SYDNEY, 'en-AU');

describe("the site's time zone decides the day", () => {
  it('labels a draw at 1:00 am Tuesday in Sydney "Tomorrow" there and "Tonight" on a Perth site, where it is 11:00 pm Monday', () => {
    const draw = sydney('2025-06-03T01:00:00');
    expect(drawDayLabel(draw, now, SYDNEY, 'en-AU')).toBe('Tomorrow');
    expect(drawDayLabel(draw, now, 'Australia/Perth', 'en-AU')).toBe('Tonight');
  });
});

describe('drawDayLabel', () => {
  it('says "Today" for a same-day draw before 18:00', () => {
    expect(label(sydney('2025-06-02T17:59:00'))).toBe('Today');
    expect(label(sydney('2025-06-02T00:00:00'))).toBe('Today');
  });

  it('says "Tonight" for a same-day draw from 18:00 to midnight', () => {
    expect(label(sydney('2025-06-02T18:00:00'))).toBe('Tonight');
    expect(label(sydney('2025-06-02T23:59:00'))).toBe('Tonight');
  });

  it('says "Tomorrow" for a draw just after midnight, even one minute away', () => {
    expect(label(sydney('2025-06-03T00:00:00'))).toBe('Tomorrow');
    expect(label(sydney('2025-06-03T00:01:00'), sydney('2025-06-02T23:59:00'))).toBe('Tomorrow');
    expect(label(sydney('2025-06-03T23:59:00'))).toBe('Tomorrow');
  });

  it('says "This {weekday}" from day 2 to day 6', () => {
    expect(label(sydney('2025-06-04T19:30:00'))).toBe('This Wednesday');
    expect(label(sydney('2025-06-08T19:30:00'))).toBe('This Sunday');
  });

  it('says "Next {weekday}" from day 7 to day 13', () => {
    expect(label(sydney('2025-06-09T00:30:00'))).toBe('Next Monday');
    expect(label(sydney('2025-06-15T23:59:00'))).toBe('Next Sunday');
  });

  it('shows a long date from day 14', () => {
    expect(label(sydney('2025-06-16T19:30:00'))).toBe('Monday, 16 June 2025');
    expect(label(sydney('2025-06-17T19:30:00'))).toBe('Tuesday, 17 June 2025');
  });

  it('shows a long date for a draw in the past', () => {
    expect(label(sydney('2025-06-01T19:30:00'))).toBe('Sunday, 1 June 2025');
  });

  it('counts days in the site time zone, not UTC', () => {
    // 23:30 Sunday in Sydney is still Sunday 13:30 in UTC; a 01:00 Monday draw is tomorrow there.
    expect(label(new Date('2025-06-01T15:00:00Z'), new Date('2025-06-01T13:30:00Z'))).toBe('Tomorrow');
  });

  it('counts calendar days across the start of daylight saving in Sydney', () => {
    // Clocks go forward at 02:00 on Sunday 5 October 2025 (AEST +10 → AEDT +11).
    const saturdayLate = new Date('2025-10-04T23:30:00+10:00');
    expect(label(new Date('2025-10-05T19:30:00+11:00'), saturdayLate)).toBe('Tomorrow');
    // 6 days 22 hours 40 minutes of elapsed time, but 7 calendar days.
    const saturdayEarly = new Date('2025-10-04T00:30:00+10:00');
    expect(label(new Date('2025-10-11T00:10:00+11:00'), saturdayEarly)).toBe('Next Saturday');
  });

  it('counts calendar days across the end of daylight saving in Sydney', () => {
    // Clocks go back at 03:00 on Sunday 6 April 2025 (AEDT +11 → AEST +10): that day has 25 hours.
    const saturday = new Date('2025-04-05T23:30:00+11:00');
    expect(label(new Date('2025-04-06T23:45:00+10:00'), saturday)).toBe('Tomorrow');
    expect(label(new Date('2025-04-12T20:00:00+10:00'), saturday)).toBe('Next Saturday');
  });

  it('labels en-GB draws in London time with British weekday names', () => {
    const londonNow = new Date('2025-06-02T10:00:00+01:00');
    expect(drawDayLabel(new Date('2025-06-02T19:45:00+01:00'), londonNow, 'Europe/London', 'en-GB')).toBe('Tonight');
    expect(drawDayLabel(new Date('2025-06-07T19:45:00+01:00'), londonNow, 'Europe/London', 'en-GB')).toBe('This Saturday');
  });
});

describe('drawOffsetLabel', () => {
  it.each([
    [0, 'Next Available'],
    [1, '1st Forward Draw'],
    [2, '2nd Forward Draw'],
    [3, '3rd Forward Draw'],
    [4, '4th Forward Draw'],
    [11, '11th Forward Draw'],
    [12, '12th Forward Draw'],
    [13, '13th Forward Draw'],
    [21, '21st Forward Draw'],
    [22, '22nd Forward Draw'],
    [23, '23rd Forward Draw'],
    [111, '111th Forward Draw'],
  ])('%p → %p', (offset, text) => {
    expect(drawOffsetLabel(offset)).toBe(text);
  });

  it('rejects negative and fractional offsets', () => {
    expect(() => drawOffsetLabel(-1)).toThrow(RangeError);
    expect(() => drawOffsetLabel(1.5)).toThrow('got 1.5');
  });
});
