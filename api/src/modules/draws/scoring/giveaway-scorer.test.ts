import { giveawayWinners } from '../steps/giveaway-step';
import { scoreGiveawayEntry } from './giveaway-scorer';

describe('scoreGiveawayEntry', () => {
  it('wins division 1 when a drawn number falls in the entry range, once however many do', () => {
    expect(scoreGiveawayEntry({ first: 3, entries: 5 }, [7])).toEqual({ division: 1 });
    expect(scoreGiveawayEntry({ first: 3, entries: 5 }, [3, 4, 7])).toEqual({ division: 1 });
    expect(scoreGiveawayEntry({ first: 3, entries: 5 }, [2, 8])).toEqual({ division: null });
    expect(scoreGiveawayEntry({ first: 3, entries: 0 }, [3])).toEqual({ division: null });
  });
});

describe('giveawayWinners', () => {
  const seed = 'a'.repeat(64);
  const entrants = [
    { entryId: 'e1', customerId: 'c1', entries: 1 },
    { entryId: 'e2', customerId: 'c2', entries: 5 },
    { entryId: 'e3', customerId: 'c3', entries: 3 },
  ];

  it('draws from the seed among every entry number: the same seed, the same winner', () => {
    const first = giveawayWinners(seed, entrants, 1);
    expect(first.entriesCount).toBe(9);
    expect(first.winners).toHaveLength(1);
    expect(giveawayWinners(seed, entrants, 1)).toEqual(first);
  });

  it('has no winner without entries, and never more winners than entrants', () => {
    expect(giveawayWinners(seed, [], 1)).toEqual({ entriesCount: 0, winners: [] });
    expect(giveawayWinners(seed, entrants, 50).winners.length).toBeLessThanOrEqual(3);
  });
});
