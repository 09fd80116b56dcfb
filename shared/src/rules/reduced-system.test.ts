import type { NumberSet } from '../contract/catalogue';
import { possibleSystemSizes, SYSTEM_MAX, systemGamesCovered, systemSizeOf } from './reduced-system';

const numbers: NumberSet = { key: 'numbers', label: 'Numbers', count: 6, min: 1, max: 45 };
const sevenOf35: NumberSet = { key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 };
const powerball: NumberSet = { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 };
const sizes = possibleSystemSizes([numbers]);
const run = (size: number, from = 1) => Array.from({ length: size }, (_, i) => from + i);

describe('systemGamesCovered', () => {
  it.each([
    [7, 7],
    [8, 28],
    [10, 210],
    [20, 38_760],
  ])('System %i of a 6-number game covers %i games', (size, games) => {
    expect(systemGamesCovered({ numbers: run(size) }, [numbers], sizes)).toBe(games);
  });

  it('covers C(N, 7) games with its Powerball on a 7-number Powerball game', () => {
    const sets = [sevenOf35, powerball];
    expect(systemGamesCovered({ numbers: run(8), powerball: [4] }, sets, possibleSystemSizes(sets))).toBe(8);
    expect(systemGamesCovered({ numbers: run(10), powerball: [4] }, sets, possibleSystemSizes(sets))).toBe(120);
  });

  it('is incomplete with too few numbers, a blank, a repeat or a number out of range', () => {
    expect(systemGamesCovered({ numbers: run(6) }, [numbers], sizes)).toBeNull();
    expect(systemGamesCovered({ numbers: [...run(7), null] }, [numbers], sizes)).toBeNull();
    expect(systemGamesCovered({ numbers: [...run(7), 7] }, [numbers], sizes)).toBeNull();
    expect(systemGamesCovered({ numbers: [...run(7), 46] }, [numbers], sizes)).toBeNull();
  });

  it('refuses an entry over the maximum system, or a size the offer does not sell', () => {
    expect(systemGamesCovered({ numbers: run(SYSTEM_MAX + 1) }, [numbers], run(30))).toBeNull();
    expect(systemGamesCovered({ numbers: run(9) }, [numbers], [8, 10])).toBeNull();
  });

  it('needs the Powerball on a Powerball lottery, and no Powerball on a lottery without one', () => {
    const sets = [sevenOf35, powerball];
    expect(systemGamesCovered({ numbers: run(8) }, sets, [8])).toBeNull();
    expect(systemGamesCovered({ numbers: run(8), powerball: [21] }, sets, [8])).toBeNull();
    expect(systemGamesCovered({ numbers: run(8), powerball: [3] }, [numbers], sizes)).toBeNull();
  });

  it('labels an entry by how many numbers it holds', () => {
    expect(systemSizeOf({ numbers: run(8) })).toBe(8);
  });
});

describe('possibleSystemSizes', () => {
  it('runs from System 7 (or k + 1) to System 20, within the range', () => {
    expect(sizes).toEqual(run(14, 7));
    expect(possibleSystemSizes([sevenOf35, powerball])).toEqual(run(13, 8));
    expect(possibleSystemSizes([{ ...numbers, max: 12 }])).toEqual([7, 8, 9, 10, 11, 12]);
    expect(possibleSystemSizes([])).toEqual([]);
  });
});
