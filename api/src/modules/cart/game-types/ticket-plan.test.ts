import { splitByGames } from './ticket-plan';

describe('splitByGames', () => {
  it('splits a line by the games each ticket covers', () => {
    expect(splitByGames(217 * 75, [210, 7])).toEqual([210 * 75, 7 * 75]);
  });

  it('gives the cents left over to the first tickets, summing to the line exactly', () => {
    const shares = splitByGames(100, [1, 1, 1]);
    expect(shares).toEqual([34, 33, 33]);
    expect(splitByGames(4995, [1, 1, 20, 20, 1]).reduce((sum, share) => sum + share, 0)).toBe(4995);
  });
});
