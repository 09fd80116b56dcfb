import type { BundlePart, NumberSet } from '../contract/catalogue';
import { bundleGamesCount, megaComboGamesCovered, splitBundle } from './mega-combo';

const sixOf45: NumberSet = { key: 'numbers', label: 'Numbers', count: 6, min: 1, max: 45 };
const sevenOf35: NumberSet = { key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 };
const powerball: NumberSet = { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 };
const bundle: BundlePart[] = [
  { offerKey: 'saturday', offerName: 'Saturday', gameType: 'standard', games: 2, numberSets: [sixOf45] },
  { offerKey: 'thursday', offerName: 'Thursday', gameType: 'powerhit', games: 1, numberSets: [sevenOf35, powerball] },
];
const six = [1, 2, 3, 4, 5, 6];
const seven = [1, 2, 3, 4, 5, 6, 7];

describe('mega_combo bundles', () => {
  it('counts and splits the bundle entries in part order', () => {
    expect(bundleGamesCount(bundle)).toBe(3);
    expect(splitBundle(['a', 'b', 'c'], bundle)?.map((part) => part.games)).toEqual([['a', 'b'], ['c']]);
    expect(splitBundle(['a', 'b'], bundle)).toBeNull();
  });

  it('covers one game per standard entry and every Powerball per PowerHit entry', () => {
    expect(megaComboGamesCovered([{ numbers: six }, { numbers: six }, { numbers: seven }], bundle)).toBe(22);
  });

  it('is incomplete when an entry is, or when the entries are not the bundle', () => {
    expect(megaComboGamesCovered([{ numbers: six }, { numbers: [1, 2] }, { numbers: seven }], bundle)).toBeNull();
    expect(megaComboGamesCovered([{ numbers: six }, { numbers: six }, { numbers: seven, powerball: [3] }], bundle)).toBeNull();
    expect(megaComboGamesCovered([{ numbers: six }, { numbers: seven }], bundle)).toBeNull();
    expect(megaComboGamesCovered([], [])).toBeNull();
  });

  it('needs Favourites non-empty when the part lottery has that set (storefront §5)', () => {
    const favourites: NumberSet = { key: 'favourites', label: 'Favourites', count: 3, min: 1, max: 45 };
    const withFavourites: BundlePart[] = [{ ...bundle[0]!, games: 1, numberSets: [sixOf45, favourites] }];
    expect(megaComboGamesCovered([{ numbers: six }], withFavourites)).toBeNull();
    expect(megaComboGamesCovered([{ numbers: six, favourites: [9] }], withFavourites)).toBe(1);
  });
});
