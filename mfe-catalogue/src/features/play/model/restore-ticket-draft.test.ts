import { buildGameOffer, buildNumbersSet } from '../../../testing/build-offer';
import { restoreTicketDraft } from './restore-ticket-draft';
import { initialDraft } from './ticket-draft';
import type { DraftRules } from './ticket-draft';

const rules: DraftRules = { ...buildGameOffer({ numberSets: [buildNumbersSet(6, 45)], minGames: 1, maxGames: 4, defaultGames: 2, drawOptions: [1, 5] }), gameType: 'standard' };

describe('restoreTicketDraft', () => {
  it('gives back the games, draws, day and cause a customer left', () => {
    const saved = JSON.parse(
      JSON.stringify({ games: [{ numbers: [3, 14, 27, 30, 41, 45] }, { numbers: [1, 2] }, { numbers: [] }], quickPicked: [true, false, false], active: 1, numDraws: 5, day: 'SAT', causeKey: 'kids' }),
    ) as unknown;
    const draft = restoreTicketDraft(saved, rules);
    expect(draft?.games).toEqual([{ numbers: [3, 14, 27, 30, 41, 45] }, { numbers: [1, 2] }, { numbers: [] }]);
    expect(draft).toMatchObject({ quickPicked: [true, false, false], active: 1, numDraws: 5, day: 'SAT', causeKey: 'kids' });
  });

  it("keeps only what today's rules allow: games, numbers in range, counts, draw options", () => {
    const draft = restoreTicketDraft({ games: [{ numbers: [0, 7, 46, 8, 9, 10, 11, 12, 13] }, {}, {}, {}, {}, {}], numDraws: 3, active: 9 }, rules);
    expect(draft?.games).toHaveLength(4);
    expect(draft?.games[0]).toEqual({ numbers: [7, 8, 9, 10, 11, 12] });
    expect(draft?.numDraws).toBe(1);
    expect(draft?.active).toBe(0);
  });

  it('answers null for nothing or something else stored', () => {
    expect(restoreTicketDraft(null, rules)).toBeNull();
    expect(restoreTicketDraft({ entries: [] }, rules)).toBeNull();
    expect(restoreTicketDraft({ games: [] }, rules)).toEqual({ ...initialDraft(rules), quickPicked: [false, false] });
  });
});
