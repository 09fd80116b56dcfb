import { ageOn, calendarDateOf, isAfter, parseDateOfBirth, toIsoDate } from './date-of-birth';

describe('date of birth', () => {
  it('parses day, month and a four-digit year', () => {
    expect(parseDateOfBirth(' 7 ', '03', '1990')).toEqual({ year: 1990, month: 3, day: 7 });
  });

  it.each([
    ['31', '4', '1990'],
    ['29', '2', '2001'],
    ['0', '1', '1990'],
    ['1', '13', '1990'],
    ['1', '1', '90'],
    ['1', '1', '1899'],
    ['1a', '1', '1990'],
    ['', '', ''],
  ])('refuses %s/%s/%s', (day, month, year) => {
    expect(parseDateOfBirth(day, month, year)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseDateOfBirth('29', '2', '2004')).toEqual({ year: 2004, month: 2, day: 29 });
  });

  it('turns 18 on the 18th birthday, not the day before', () => {
    const birth = { year: 2008, month: 6, day: 15 };
    expect(ageOn(birth, { year: 2026, month: 6, day: 14 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 6, day: 15 })).toBe(18);
    expect(ageOn(birth, { year: 2026, month: 6, day: 16 })).toBe(18);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    const birth = { year: 2008, month: 2, day: 29 };
    expect(ageOn(birth, { year: 2026, month: 2, day: 28 })).toBe(17);
    expect(ageOn(birth, { year: 2026, month: 3, day: 1 })).toBe(18);
  });

  it('compares and formats calendar dates', () => {
    expect(isAfter({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 1 })).toBe(true);
    expect(isAfter({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 1, day: 1 })).toBe(false);
    expect(toIsoDate({ year: 1990, month: 3, day: 7 })).toBe('1990-03-07');
    expect(calendarDateOf(new Date(2026, 10, 22, 23, 59))).toEqual({ year: 2026, month: 11, day: 22 });
  });
});
