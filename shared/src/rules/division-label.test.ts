import { divisionLabel, matchedCount } from './division-label';

describe('divisionLabel', () => {
  it('describes what a division needs', () => {
    expect(divisionLabel({ numbers: 6 })).toBe('6 numbers');
    expect(divisionLabel({ numbers: 5, supplementary: 1 })).toBe('5 numbers + 1 supplementary');
    expect(divisionLabel({ numbers: 3, supplementary: 2 })).toBe('3 numbers + 2 supplementaries');
    expect(divisionLabel({ numbers: 7, powerball: true })).toBe('7 numbers + Powerball');
    expect(divisionLabel({ numbers: 1, powerball: true })).toBe('1 number + Powerball');
    expect(divisionLabel({ numbers: 0, powerball: true })).toBe('0 numbers + Powerball');
  });

  it('counts matched numbers across sets', () => {
    expect(matchedCount({ numbers: [3, 9, 14], supplementary: [22], powerball: [] })).toBe(4);
    expect(matchedCount({ numbers: [] })).toBe(0);
  });
});
