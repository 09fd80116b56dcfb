import { buildGameOffer, buildPowerballSet } from '../../../testing/build-offer';
import { draftReducer, initialDraft, isSetFull } from './ticket-draft';
import type { DraftAction, DraftRules, TicketDraft } from './ticket-draft';

const rules = (overrides: Partial<DraftRules> = {}): DraftRules => ({ ...buildGameOffer({ minGames: 2, maxGames: 4, defaultGames: 3 }), gameType: 'standard', ...overrides });

function run(r: DraftRules, ...actions: DraftAction[]): TicketDraft {
  return actions.reduce(draftReducer(r), initialDraft(r));
}

const toggles = (game: number, numbers: number[]): DraftAction[] => numbers.map((number) => ({ type: 'toggle', game, set: 'numbers', number }));

describe('ticket draft', () => {
  it('starts with defaultGames blank games within minGames–maxGames and a single draw', () => {
    expect(initialDraft(rules()).games).toHaveLength(3);
    expect(initialDraft(rules({ defaultGames: 18 })).games).toHaveLength(4);
    expect(initialDraft(rules({ defaultGames: 0, minGames: 0 })).games).toHaveLength(1);
    expect(initialDraft(rules({ drawOptions: [2, 4] })).numDraws).toBe(2);
  });

  it('toggles numbers sorted, and ignores a pick once the set is full or out of range', () => {
    const r = rules();
    const draft = run(r, ...toggles(0, [9, 3, 45, 1, 2, 4, 5, 46]));
    expect(draft.games[0]?.numbers).toEqual([1, 2, 3, 4, 9, 45]);
    expect(isSetFull(draft.games[0]!, r.numberSets[0]!)).toBe(true);
    expect(run(r, ...toggles(0, [9, 3, 9])).games[0]?.numbers).toEqual([3]);
  });

  it('keeps Powerball picks in their own set', () => {
    const r = rules({ numberSets: [buildGameOffer().numberSets[0]!, buildPowerballSet()] });
    const draft = run(r, { type: 'toggle', game: 1, set: 'powerball', number: 7 }, { type: 'toggle', game: 1, set: 'powerball', number: 8 });
    expect(draft.games[1]).toEqual({ numbers: [], powerball: [7] });
  });

  it('marks a quick-picked game until it is changed by hand, and clears a game', () => {
    const r = rules();
    const picks = { numbers: [1, 2, 3, 4, 5, 6] };
    const picked = run(r, { type: 'quick-pick', game: 1, picks });
    expect(picked.quickPicked).toEqual([false, true, false]);
    const changed = draftReducer(r)(picked, { type: 'toggle', game: 1, set: 'numbers', number: 6 });
    expect(changed.quickPicked[1]).toBe(false);
    expect(draftReducer(r)(picked, { type: 'clear', game: 1 }).games[1]).toEqual({ numbers: [] });
  });

  it('quick picks only the games that are not complete yet', () => {
    const r = rules();
    const draft = run(r, ...toggles(1, [1, 2, 3, 4, 5, 6]), {
      type: 'quick-pick-rest',
      picks: [{ numbers: [7, 8, 9, 10, 11, 12] }, { numbers: [13, 14, 15, 16, 17, 18] }],
    });
    expect(draft.games.map((game) => game.numbers[0])).toEqual([7, 1, 13]);
    expect(draft.quickPicked).toEqual([true, false, true]);
  });

  it('adds games up to maxGames and removes them down to minGames, keeping the edited game in range', () => {
    const r = rules();
    const full = run(r, { type: 'add-game' }, { type: 'add-game' });
    expect(full.games).toHaveLength(4);
    expect(full.active).toBe(3);
    const fewer = run(r, { type: 'select-game', game: 2 }, { type: 'remove-game', game: 0 }, { type: 'remove-game', game: 0 });
    expect(fewer.games).toHaveLength(2);
    expect(fewer.active).toBe(1);
  });

  it('accepts only offered draw counts', () => {
    expect(run(rules(), { type: 'draws', numDraws: 4 }).numDraws).toBe(4);
    expect(run(rules(), { type: 'draws', numDraws: 3 }).numDraws).toBe(1);
  });
});
