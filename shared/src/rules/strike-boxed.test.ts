import type { NumberSet } from '../contract/catalogue';
import { strikeBoxedGamesCovered } from './strike-boxed';

const strike: NumberSet = { key: 'numbers', label: 'Numbers', count: 4, min: 1, max: 40 };

describe('strikeBoxedGamesCovered', () => {
  it('a boxed entry of 4 numbers is 24 ordered games', () => {
    expect(strikeBoxedGamesCovered({ numbers: [3, 9, 20, 31] }, [strike])).toBe(24);
  });

  it('is incomplete with too few or too many numbers, a repeat or a number out of range', () => {
    expect(strikeBoxedGamesCovered({ numbers: [3, 9, 20] }, [strike])).toBeNull();
    expect(strikeBoxedGamesCovered({ numbers: [3, 9, 20, 31, 33] }, [strike])).toBeNull();
    expect(strikeBoxedGamesCovered({ numbers: [3, 9, 9, 31] }, [strike])).toBeNull();
    expect(strikeBoxedGamesCovered({ numbers: [3, 9, 20, 41] }, [strike])).toBeNull();
  });

  it('is offered only by a Strike game (4 numbers a game)', () => {
    expect(strikeBoxedGamesCovered({ numbers: [3, 9, 20, 31] }, [{ ...strike, count: 6 }])).toBeNull();
  });
});
