import type { Ticket } from '@drawfront/shared/contract/purchase';
import { gamesInOrder } from './games-in-order';

const game = (first: number) => ({ numbers: [first, first + 1, first + 2, first + 3, first + 4, first + 5] });
const result = (division: number | null) => ({ matched: { numbers: [] }, division });

describe('gamesInOrder', () => {
  it('numbers games in the order played before the draw', () => {
    const shown = gamesInOrder({ games: [game(1), game(7), game(13)], outcome: null });
    expect(shown.map((entry) => entry.no)).toEqual([1, 2, 3]);
    expect(shown.every((entry) => !entry.won)).toBe(true);
  });

  it('puts the winning games first once scored, keeping their numbers', () => {
    const outcome: Ticket['outcome'] = { winningNumbers: { numbers: [] }, games: [result(null), result(null), result(5), result(null)], prize: { amount: 1240, currency: 'AUD' }, prizeStatus: 'paid' };
    const shown = gamesInOrder({ games: [game(1), game(7), game(13), game(19)], outcome });
    expect(shown.map((entry) => [entry.no, entry.won])).toEqual([[3, true], [1, false], [2, false], [4, false]]);
  });

  it('counts an entry covering several games as a win when any of them won', () => {
    const outcome: Ticket['outcome'] = { winningNumbers: { numbers: [] }, games: [result(null), { matched: { numbers: [] }, division: null, wins: [{ division: 4, games: 2 }] }], prize: null, prizeStatus: 'none' };
    expect(gamesInOrder({ games: [game(1), game(7)], outcome }).map((entry) => entry.no)).toEqual([2, 1]);
  });
});
