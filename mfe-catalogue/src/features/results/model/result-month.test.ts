import { drawMonth, monthsBetween, parseResultMonth, resultMonthLabel, resultMonthSegment } from './result-month';

describe('result months', () => {
  it('reads a YYYY-MM segment', () => {
    expect(parseResultMonth('2030-01')).toEqual({ year: 2030, month: 1 });
    expect(parseResultMonth('1999-12')).toEqual({ year: 1999, month: 12 });
  });

  it('refuses anything that is not a month', () => {
    for (const bad of [undefined, '', '2030-13', '2030-00', '2030-1', '30-01', '2030-01-05', 'draw', 'january', '2030/01']) {
      expect(parseResultMonth(bad)).toBeNull();
    }
  });

  it('writes a month back as its segment', () => {
    expect(resultMonthSegment({ year: 2030, month: 3 })).toBe('2030-03');
  });

  it('puts a draw in the month of the draw time zone, not of UTC', () => {
    // 1 March 2030, 19:30 in Sydney is still 28 February in UTC.
    expect(drawMonth('2030-03-01T08:30:00.000Z', 'Australia/Sydney')).toEqual({ year: 2030, month: 3 });
    // The en-GB variant draws in London: the same instant is 1 March there too, but 23:30 on 31 March UTC is 1 April in London (BST).
    expect(drawMonth('2030-03-31T23:30:00.000Z', 'Europe/London')).toEqual({ year: 2030, month: 4 });
  });

  it('names a month in the site locale', () => {
    expect(resultMonthLabel({ year: 2030, month: 1 }, 'en-AU')).toBe('January 2030');
  });

  it('lists every month between two, newest first, across a year end', () => {
    expect(monthsBetween({ year: 2029, month: 11 }, { year: 2030, month: 2 })).toEqual([
      { year: 2030, month: 2 },
      { year: 2030, month: 1 },
      { year: 2029, month: 12 },
      { year: 2029, month: 11 },
    ]);
    expect(monthsBetween({ year: 2030, month: 2 }, { year: 2030, month: 2 })).toEqual([{ year: 2030, month: 2 }]);
    expect(monthsBetween({ year: 2030, month: 3 }, { year: 2030, month: 2 })).toEqual([]);
  });
});
