import { favouritePicks } from './favourite-picks';

const numbers = (count: number, max: number) => ({ key: 'numbers' as const, label: 'Numbers', count, min: 1, max });
const powerball = { key: 'powerball' as const, label: 'Powerball', count: 1, min: 1, max: 20 };

describe('favouritePicks', () => {
  it('fills the main numbers with the first favourites in range', () => {
    expect(favouritePicks([44, 3, 9, 12, 27, 31, 40], [numbers(6, 45)])).toEqual({ numbers: [3, 9, 12, 27, 31, 40] });
  });

  it('skips favourites out of range and leaves the Powerball to pick', () => {
    expect(favouritePicks([1, 2, 3, 4, 5, 6, 7, 40], [numbers(7, 35), powerball])).toEqual({ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [null] });
  });

  it('answers null when too few favourites fit', () => {
    expect(favouritePicks([1, 2, 3], [numbers(6, 45)])).toBeNull();
    expect(favouritePicks([40, 41, 42, 43, 44, 45, 1], [numbers(7, 35)])).toBeNull();
    expect(favouritePicks([1, 2, 3, 4, 5, 6], [])).toBeNull();
  });
});
