import type { GameOffer, NumberSet } from '@drawfront/shared/contract/catalogue';
import { entryReducer, initialEntryDraft } from './entry-draft';
import type { EntryDraft } from './entry-draft';
import { entryCartItem, lineState } from './entry-line';
import { gridsFor, quickPickEntry } from './entry-rules';
import type { EntryGameType, EntryRules } from './entry-rules';

const sixOf45: NumberSet = { key: 'numbers', label: 'Numbers', count: 6, min: 1, max: 45 };
const sevenOf35: NumberSet = { key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 };
const powerball: NumberSet = { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 };
const offer = (overrides: Partial<GameOffer>): GameOffer => ({
  key: 'offer',
  minGames: 1,
  maxGames: 4,
  defaultGames: 1,
  defaultEntryCount: 1,
  numberSets: [sixOf45],
  prices: [{ games: 1, price: 75 }],
  priceCurrency: 'AUD',
  drawOptions: [1, 2],
  days: [],
  ...overrides,
});
const rules = (gameType: EntryGameType, overrides: Partial<GameOffer> = {}): EntryRules => ({ gameType, gameOffer: offer(overrides) });
const systems = rules('reduced_system', { systemSizes: [7, 8, 9, 10, 20] });

function play(entryRules: EntryRules, ...actions: Parameters<ReturnType<typeof entryReducer>>[1][]): EntryDraft {
  const reducer = entryReducer(entryRules);
  return actions.reduce(reducer, initialEntryDraft(entryRules));
}
const pick = (entry: number, numbers: number[], set: 'numbers' | 'powerball' = 'numbers') => numbers.map((number) => ({ type: 'toggle' as const, entry, set, number }));

describe('the entry page model', () => {
  it('a System 8 line starts at System 8, takes 8 numbers and costs 28 games', () => {
    const draft = play(systems, ...pick(0, [1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(draft.systemSize).toBe(8);
    expect(draft.entries[0]!.numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lineState(systems, draft, true)).toMatchObject({ completeCount: 1, gamesCovered: 28, block: null, price: 28 * 75, isFromPrice: false });
    expect(entryCartItem(systems, draft, 'saturday', null)).toEqual({ lottery: 'saturday', gameType: 'reduced_system', gameOffer: 'offer', numDraws: 1, games: [{ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }], quickpick: false });
  });

  it('shows the smallest line as a "from" price until an entry is complete, and blocks the add', () => {
    expect(lineState(systems, play(systems), true)).toMatchObject({ completeCount: 0, block: 'not-enough-entries', price: 28 * 75, isFromPrice: true });
    expect(lineState(systems, play(systems), false).block).toBe('no-draw');
  });

  it('a smaller system size drops the highest picks; sizes not offered are ignored', () => {
    const draft = play(systems, ...pick(0, [9, 8, 7, 6, 5, 4, 3, 2]), { type: 'system-size', size: 7 }, { type: 'system-size', size: 12 });
    expect(draft.systemSize).toBe(7);
    expect(draft.entries[0]!.numbers).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('a PowerHit takes only the main numbers and covers 20 games', () => {
    const powerhit = rules('powerhit', { numberSets: [sevenOf35, powerball], prices: [{ games: 1, price: 140 }] });
    expect(gridsFor(powerhit, 0, 0).map((grid) => grid.set.key)).toEqual(['numbers']);
    const draft = play(powerhit, ...pick(0, [1, 2, 3, 4, 5, 6, 7]), ...pick(0, [4], 'powerball'));
    expect(draft.entries[0]!.powerball).toBeUndefined();
    expect(lineState(powerhit, draft, true)).toMatchObject({ gamesCovered: 20, price: 2800, block: null });
  });

  it('a PowerPik takes 2 to 19 Powerballs', () => {
    const powerpik = rules('powerpik', { numberSets: [sevenOf35, powerball], prices: [{ games: 1, price: 140 }] });
    const draft = play(powerpik, ...pick(0, [1, 2, 3, 4, 5, 6, 7]), ...pick(0, [4], 'powerball'));
    expect(lineState(powerpik, draft, true).block).toBe('not-enough-entries');
    const more = entryReducer(powerpik)(draft, pick(0, [9], 'powerball')[0]!);
    expect(lineState(powerpik, more, true)).toMatchObject({ gamesCovered: 2, price: 280, block: null });
  });

  it('random entries carry no picks and are always a quick pick', () => {
    const random = rules('random', { minGames: 2, defaultGames: 3, prices: [{ games: 2, price: 150 }, { games: 3, price: 225 }] });
    const draft = play(random);
    expect(lineState(random, draft, true)).toMatchObject({ completeCount: 3, price: 225, block: null });
    expect(entryCartItem(random, draft, 'saturday', 4401)).toMatchObject({ games: [{}, {}, {}], quickpick: true, firstDrawNo: 4401 });
  });

  it('a bundle goes whole: each entry takes its own lottery\'s Numbers, quick picks fill each part', () => {
    const combo = rules('mega_combo', {
      minGames: 3,
      maxGames: 3,
      defaultGames: 3,
      prices: [{ games: 1, price: 4995 }],
      bundle: [
        { offerKey: 's', offerName: 'S', gameType: 'standard', games: 2, numberSets: [sixOf45] },
        { offerKey: 't', offerName: 'T', gameType: 'powerhit', games: 1, numberSets: [sevenOf35, powerball] },
      ],
    });
    const picks = new Map([0, 1, 2].map((index) => [index, quickPickEntry(combo, index, 0)]));
    expect(picks.get(2)!.numbers).toHaveLength(7);
    expect(picks.get(2)!.powerball).toBeUndefined();
    expect(lineState(combo, play(combo, { type: 'quick-pick', entry: 0, picks: picks.get(0)! }), true).block).toBe('bundle-incomplete');
    const draft = play(combo, { type: 'quick-pick-rest', picks });
    expect(lineState(combo, draft, true)).toMatchObject({ gamesCovered: 22, price: 4995, block: null });
    expect(entryCartItem(combo, draft, 's', null).quickpick).toBe(true);
  });

  it('needs a day when the lottery draws on several', () => {
    const midweek = rules('reduced_system', { systemSizes: [8], days: [{ key: 'monday', label: 'Monday' }] });
    const draft = play(midweek, ...pick(0, [1, 2, 3, 4, 5, 6, 7, 8]));
    expect(lineState(midweek, draft, true).block).toBe('day-required');
    expect(lineState(midweek, entryReducer(midweek)(draft, { type: 'day', day: 'monday' }), true).block).toBeNull();
  });
});
