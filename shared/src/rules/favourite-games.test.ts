import { favouriteFlags, isFavouriteGame } from './favourite-games';

const numbers = (count: number, max: number) => ({ key: 'numbers' as const, label: 'Numbers', count, min: 1, max });
const powerball = { key: 'powerball' as const, label: 'Powerball', count: 1, min: 1, max: 20 };
const saved = [3, 9, 12, 27, 31, 40, 44];
const sixFrom45 = [numbers(6, 45)];

describe('isFavouriteGame', () => {
  it('is the game "use my favourites" builds for the lottery, in any order', () => {
    expect(isFavouriteGame({ numbers: [3, 9, 12, 27, 31, 40] }, saved, sixFrom45)).toBe(true);
    expect(isFavouriteGame({ numbers: [40, 31, 27, 12, 9, 3] }, saved, sixFrom45)).toBe(true);
  });

  it('is not another game, even one made only of favourites', () => {
    expect(isFavouriteGame({ numbers: [3, 9, 12, 27, 31, 41] }, saved, sixFrom45)).toBe(false);
    expect(isFavouriteGame({ numbers: [9, 12, 27, 31, 40, 44] }, saved, sixFrom45)).toBe(false);
  });

  it('ignores the Powerball, which favourites never fill', () => {
    expect(isFavouriteGame({ numbers: [3, 9, 12, 27, 31, 40, 44], powerball: [7] }, saved, [numbers(7, 45), powerball])).toBe(true);
  });

  it('follows the lottery: favourites out of its range are skipped', () => {
    expect(isFavouriteGame({ numbers: [3, 9, 12, 27, 31] }, saved, [numbers(5, 35)])).toBe(true);
  });

  it('is never favourite without favourites, with too few in range, for a system entry or a raffle ticket', () => {
    expect(isFavouriteGame({ numbers: [3, 9, 12, 27, 31, 40] }, [], sixFrom45)).toBe(false);
    expect(isFavouriteGame({ numbers: [3, 9, 12] }, saved, [numbers(6, 12)])).toBe(false);
    expect(isFavouriteGame({ numbers: [3, 9, 12, 27, 31, 40, 44, 45] }, saved, sixFrom45)).toBe(false);
    expect(isFavouriteGame({}, saved, [])).toBe(false);
  });
});

describe('favouriteFlags', () => {
  const favouriteGame = { numbers: [3, 9, 12, 27, 31, 40] };
  const otherGame = { numbers: [1, 2, 5, 6, 7, 8] };

  it('marks a line favourite when all its games are, and as having favourite numbers when any is', () => {
    expect(favouriteFlags([favouriteGame], saved, sixFrom45)).toEqual({ favourite: true, hasFavouriteNumbers: true });
    expect(favouriteFlags([favouriteGame, favouriteGame], saved, sixFrom45)).toEqual({ favourite: true, hasFavouriteNumbers: true });
    expect(favouriteFlags([otherGame, favouriteGame], saved, sixFrom45)).toEqual({ favourite: false, hasFavouriteNumbers: true });
    expect(favouriteFlags([otherGame], saved, sixFrom45)).toEqual({ favourite: false, hasFavouriteNumbers: false });
  });

  it('marks a line without games as neither', () => {
    expect(favouriteFlags([], saved, sixFrom45)).toEqual({ favourite: false, hasFavouriteNumbers: false });
  });
});
