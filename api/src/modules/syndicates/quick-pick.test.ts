import { quickPickGames } from './quick-pick';

describe('quickPickGames', () => {
  it('picks each player set without repeats inside its barrel, sorted, and no supplementaries', () => {
    let state = 7;
    const random = () => {
      state = (state * 48271) % 2147483647;
      return state / 2147483647;
    };
    const machine = { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers' as const, count: 6 }, { key: 'supplementary' as const, count: 2 }] }, { min: 1, max: 20, sets: [{ key: 'powerball' as const, count: 1 }] }] };
    const games = quickPickGames(machine, 100, random);
    expect(games).toHaveLength(100);
    for (const game of games) {
      expect(Object.keys(game).sort()).toEqual(['numbers', 'powerball']);
      expect(new Set(game.numbers).size).toBe(6);
      expect(game.numbers).toEqual([...game.numbers!].sort((a, b) => a - b));
      for (const number of game.numbers!) expect(number >= 1 && number <= 45).toBe(true);
      expect(game.powerball![0]! >= 1 && game.powerball![0]! <= 20).toBe(true);
    }
  });
});
