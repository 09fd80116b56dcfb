import type { NumberSet } from '../contract/catalogue';
import { canAddToCart, completeGamesCount, isGameComplete, quickPick, type AddToCartCheck, type GameDraft } from './ticket-completeness';

const numbers: NumberSet = { key: 'numbers', label: 'Numbers', count: 6, min: 1, max: 45 };
const powerball: NumberSet = { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 };
const favourites: NumberSet = { key: 'favourites', label: 'Favourites', count: 3, min: 1, max: 45 };
const powerballSets = [numbers, powerball];

const game = (overrides: Partial<GameDraft> = {}): GameDraft => ({ numbers: [1, 2, 3, 4, 5, 6], powerball: [7], ...overrides });

describe('isGameComplete', () => {
  it('is true when every number set has its required count', () => {
    expect(isGameComplete(game(), powerballSets, 'standard')).toBe(true);
  });

  it('is false with a blank cell', () => {
    expect(isGameComplete(game({ numbers: [1, 2, null, 4, 5, 6] }), powerballSets, 'standard')).toBe(false);
  });

  it('is false with too few or too many numbers', () => {
    expect(isGameComplete(game({ numbers: [1, 2, 3, 4, 5] }), powerballSets, 'standard')).toBe(false);
    expect(isGameComplete(game({ numbers: [1, 2, 3, 4, 5, 6, 7] }), powerballSets, 'standard')).toBe(false);
  });

  it('is false with a duplicate', () => {
    expect(isGameComplete(game({ numbers: [1, 2, 3, 4, 6, 6] }), powerballSets, 'standard')).toBe(false);
  });

  it('is false with a number out of range or not whole', () => {
    expect(isGameComplete(game({ numbers: [0, 2, 3, 4, 5, 6] }), powerballSets, 'standard')).toBe(false);
    expect(isGameComplete(game({ numbers: [1, 2, 3, 4, 5, 46] }), powerballSets, 'standard')).toBe(false);
    expect(isGameComplete(game({ numbers: [1.5, 2, 3, 4, 5, 6] }), powerballSets, 'standard')).toBe(false);
    expect(isGameComplete(game({ numbers: [Number.NaN, 2, 3, 4, 5, 6] }), powerballSets, 'standard')).toBe(false);
  });

  it('is false when a required set is missing', () => {
    expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6] }, powerballSets, 'standard')).toBe(false);
    expect(isGameComplete(game({ powerball: [21] }), powerballSets, 'standard')).toBe(false);
  });

  it('is true for a game type with no number sets', () => {
    expect(isGameComplete({ numbers: [] }, [], 'syndicate')).toBe(true);
  });

  describe('mega_combo', () => {
    const sets = [numbers, powerball, favourites];

    it('needs only Numbers complete and at least one favourite', () => {
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6], favourites: [9] }, sets, 'mega_combo')).toBe(true);
    });

    it('is false when Numbers is incomplete', () => {
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, null], favourites: [9] }, sets, 'mega_combo')).toBe(false);
    });

    it('is false when the offer has Favourites and none are picked', () => {
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6], favourites: [] }, sets, 'mega_combo')).toBe(false);
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6] }, sets, 'mega_combo')).toBe(false);
    });

    it('is false when a favourite is blank, duplicated or out of range', () => {
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6], favourites: [9, null] }, sets, 'mega_combo')).toBe(false);
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6], favourites: [9, 9] }, sets, 'mega_combo')).toBe(false);
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6], favourites: [99] }, sets, 'mega_combo')).toBe(false);
    });

    it('does not need Favourites when the offer has no such set', () => {
      expect(isGameComplete({ numbers: [1, 2, 3, 4, 5, 6] }, powerballSets, 'mega_combo')).toBe(true);
    });
  });
});

describe('completeGamesCount', () => {
  it('counts only complete games', () => {
    const games = [game(), game({ numbers: [1, 2, 3] }), game({ numbers: [10, 20, 30, 40, 41, 42], powerball: [20] })];
    expect(completeGamesCount(games, powerballSets, 'standard')).toBe(2);
  });
});

describe('canAddToCart', () => {
  const check = (overrides: Partial<AddToCartCheck> = {}): AddToCartCheck => ({
    games: [game(), game()],
    numberSets: powerballSets,
    gameType: 'standard',
    minGames: 2,
    daysSelectable: false,
    day: null,
    offerHasCauses: false,
    causeKey: null,
    ...overrides,
  });

  it('is ok with enough complete games', () => {
    expect(canAddToCart(check())).toEqual({ ok: true });
  });

  it('needs at least minGames complete games', () => {
    expect(canAddToCart(check({ games: [game(), game({ powerball: [] })] }))).toEqual({ ok: false, reason: 'not-enough-complete-games' });
  });

  it('needs a day when days are selectable', () => {
    expect(canAddToCart(check({ daysSelectable: true }))).toEqual({ ok: false, reason: 'day-required' });
    expect(canAddToCart(check({ daysSelectable: true, day: 'saturday' }))).toEqual({ ok: true });
  });

  it('needs a cause when the offer has causes', () => {
    expect(canAddToCart(check({ offerHasCauses: true, causeKey: '' }))).toEqual({ ok: false, reason: 'cause-required' });
    expect(canAddToCart(check({ offerHasCauses: true, causeKey: 'surf_life_saving' }))).toEqual({ ok: true });
  });

  it('reports incomplete games before a missing day or cause', () => {
    expect(canAddToCart(check({ games: [], daysSelectable: true, offerHasCauses: true }))).toEqual({ ok: false, reason: 'not-enough-complete-games' });
  });
});

describe('quickPick', () => {
  it('returns a complete game for every game type it is used with', () => {
    for (let round = 0; round < 50; round += 1) {
      const picked = quickPick([numbers, powerball, favourites]);
      expect(isGameComplete(picked, [numbers, powerball, favourites], 'standard')).toBe(true);
      expect(isGameComplete(picked, [numbers, powerball, favourites], 'mega_combo')).toBe(true);
    }
  });

  it('returns distinct numbers in ascending order', () => {
    const picked = quickPick([numbers]);
    expect(new Set(picked.numbers).size).toBe(6);
    expect([...picked.numbers]).toEqual([...picked.numbers].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });

  it('uses the injected random source', () => {
    // Always 0 keeps every number in place, so the lowest ones are picked.
    expect(quickPick(powerballSets, () => 0)).toEqual({ numbers: [1, 2, 3, 4, 5, 6], powerball: [1] });
    const seeded = () => {
      let state = 42;
      return () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    };
    expect(quickPick(powerballSets, seeded())).toEqual(quickPick(powerballSets, seeded()));
  });

  it('stays in range when the random source returns 1', () => {
    expect(isGameComplete(quickPick(powerballSets, () => 1), powerballSets, 'standard')).toBe(true);
  });

  it('can fill a set that needs every number of its range', () => {
    expect(quickPick([{ key: 'numbers', label: 'N', count: 3, min: 1, max: 3 }], () => 0.5).numbers).toEqual([1, 2, 3]);
  });

  it('throws when a set asks for more numbers than its range holds', () => {
    expect(() => quickPick([{ key: 'numbers', label: 'N', count: 5, min: 1, max: 4 }])).toThrow('Cannot quick-pick 5 distinct numbers from 1–4 for set "numbers"');
  });

  it('gives an empty Numbers set when the offer has none', () => {
    expect(quickPick([])).toEqual({ numbers: [] });
  });
});
