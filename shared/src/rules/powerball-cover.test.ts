import type { NumberSet } from '../contract/catalogue';
import { powerhitGamesCovered, powerpikGamesCovered } from './powerball-cover';

const numbers: NumberSet = { key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 };
const powerball: NumberSet = { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 };
const sets = [numbers, powerball];
const seven = [2, 5, 11, 18, 23, 30, 35];

describe('powerhitGamesCovered', () => {
  it('covers every Powerball: 20 games for a Powerball from 1 to 20', () => {
    expect(powerhitGamesCovered({ numbers: seven }, sets)).toBe(20);
    expect(powerhitGamesCovered({ numbers: seven, powerball: [] }, sets)).toBe(20);
  });

  it('is incomplete with too few numbers or a blank', () => {
    expect(powerhitGamesCovered({ numbers: seven.slice(1) }, sets)).toBeNull();
    expect(powerhitGamesCovered({ numbers: [...seven.slice(1), null] }, sets)).toBeNull();
  });

  it('takes no Powerball pick (it plays them all), and needs a lottery with a Powerball', () => {
    expect(powerhitGamesCovered({ numbers: seven, powerball: [4] }, sets)).toBeNull();
    expect(powerhitGamesCovered({ numbers: seven }, [numbers])).toBeNull();
  });
});

describe('powerpikGamesCovered', () => {
  it('covers one game per Powerball picked', () => {
    expect(powerpikGamesCovered({ numbers: seven, powerball: [3, 9, 17] }, sets)).toBe(3);
    expect(powerpikGamesCovered({ numbers: seven, powerball: [1, 2] }, sets)).toBe(2);
    expect(powerpikGamesCovered({ numbers: seven, powerball: Array.from({ length: 19 }, (_, i) => i + 1) }, sets)).toBe(19);
  });

  it('needs at least two Powerballs (one is a standard game) and fewer than all (all is a PowerHit)', () => {
    expect(powerpikGamesCovered({ numbers: seven, powerball: [3] }, sets)).toBeNull();
    expect(powerpikGamesCovered({ numbers: seven }, sets)).toBeNull();
    expect(powerpikGamesCovered({ numbers: seven, powerball: Array.from({ length: 20 }, (_, i) => i + 1) }, sets)).toBeNull();
  });

  it('refuses a repeated or out-of-range Powerball and incomplete numbers', () => {
    expect(powerpikGamesCovered({ numbers: seven, powerball: [3, 3] }, sets)).toBeNull();
    expect(powerpikGamesCovered({ numbers: seven, powerball: [3, 21] }, sets)).toBeNull();
    expect(powerpikGamesCovered({ numbers: seven.slice(2), powerball: [3, 4] }, sets)).toBeNull();
  });
});
