/** @jest-environment node */
import { checkTicketGames } from './check-steps';
import { proofOf, rootOf, treeLevels } from './merkle-tree';
import { encodeTicket, leafHash } from './ticket-leaf';
import type { TicketLeafInput } from './ticket-leaf';
import type { Drawn } from './draw-algorithm';
import type { PublicDrawProof, PublicTicketProof } from './public-proof';
import type { PrizeTable } from '../scoring/prize-table';
import { EXAMPLE_PRIZE_TABLE } from './worked-example';

// Worked examples, one per kind of ticket: each published result below is worked out by hand in its comment,
// and the browser's check must agree with it, and refuse it once tampered with.

const THURSDAY: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 35, sets: [{ key: 'numbers', count: 7 }] }, { min: 1, max: 20, sets: [{ key: 'powerball', count: 1 }] }] },
  divisions: [
    { division: 1, numbers: 7, powerball: true, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 7, prize: { kind: 'pool', shareBps: 2800 } },
    { division: 3, numbers: 6, powerball: true, prize: { kind: 'pool', shareBps: 720 } },
    { division: 4, numbers: 6, prize: { kind: 'pool', shareBps: 1370 } },
    { division: 5, numbers: 5, powerball: true, prize: { kind: 'pool', shareBps: 880 } },
    { division: 6, numbers: 4, powerball: true, prize: { kind: 'pool', shareBps: 4230 } },
    { division: 7, numbers: 5, prize: { kind: 'fixed', cents: 2500 } },
    { division: 8, numbers: 3, powerball: true, prize: { kind: 'fixed', cents: 1200 } },
    { division: 9, numbers: 2, powerball: true, prize: { kind: 'fixed', cents: 1000 } },
  ],
  poolShareOfSalesBps: 720,
};
const STRIKE: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 40, sets: [{ key: 'numbers', count: 4 }] }] },
  divisions: [
    { division: 1, numbers: 4, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 3, prize: { kind: 'pool', shareBps: 10_000 } },
    { division: 3, numbers: 2, prize: { kind: 'fixed', cents: 2000 } },
    { division: 4, numbers: 1, prize: { kind: 'fixed', cents: 100 } },
  ],
  poolShareOfSalesBps: 1700,
};
const SATURDAY_DRAWN: Drawn = { numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] };
const THURSDAY_DRAWN: Drawn = { numbers: [2, 14, 18, 22, 25, 26, 35], powerball: [18] };
const STRIKE_DRAWN: Drawn = { numbers: [3, 11, 25, 38] };

type Game = Pick<TicketLeafInput, 'gameType' | 'game'> & { result: Pick<PublicTicketProof, 'division' | 'matched' | 'wins'> };

/** A drawn and scored draw committing to `games` (one leaf each, plus an unrelated ticket), and each game's proof. */
async function committed(table: PrizeTable, drawn: Drawn, games: Game[]): Promise<{ draw: PublicDrawProof; proofs: PublicTicketProof[] }> {
  const inputs: TicketLeafInput[] = [
    ...games.map((game, i) => ({ drawId: 7, ticketId: `00000000-0000-4000-8000-00000000000${i + 1}`, gameType: game.gameType, game: game.game, entryNo: null, purchasedAt: '2026-12-05T08:00:00.000Z', salt: `${i + 1}`.repeat(64) })),
    { drawId: 7, ticketId: 'ffffffff-0000-4000-8000-000000000000', gameType: 'standard', game: { numbers: [1, 2, 3, 4, 5, 6] }, entryNo: null, purchasedAt: '2026-12-05T09:00:00.000Z', salt: 'f'.repeat(64) },
  ];
  const levels = await treeLevels(await Promise.all(inputs.map((input) => leafHash(encodeTicket(input)))));
  const root = rootOf(levels);
  const draw: PublicDrawProof = {
    drawId: 7, kind: 'lottery', seedHash: '00'.repeat(32), seed: null, machine: table.machine, prizeTable: table, numbers: drawn,
    closedAt: '2026-12-05T19:00:00.000Z', drawnAt: '2026-12-05T20:00:00.000Z', tickets: { root, count: inputs.length, committedAt: '2026-12-05T19:00:00.000Z' },
  };
  const proofs = games.map((game, i) => ({
    drawId: 7, ticketId: inputs[i]!.ticketId, encoding: encodeTicket(inputs[i]!), salt: inputs[i]!.salt, proof: proofOf(levels, i), root, entryNo: null, ...game.result,
  }));
  return { draw, proofs };
}

const lines = (steps: { key: string; ok: boolean; sentence: string }[]) => steps.map((step) => `${step.ok ? '✓' : '✗'} ${step.key}: ${step.sentence}`);

describe('the browser\'s check of a ticket\'s result, per kind of ticket', () => {
  it('a standard game: 3 numbers and both supplementaries win Saturday division 5', async () => {
    // Picks 2 7 8 20 30 44 against 2 8 20 22 28 41 + 7 30: numbers 2 8 20, supplementaries 7 30 → "3 numbers + 1 supplementary".
    const game: Game = { gameType: 'standard', game: { numbers: [2, 7, 8, 20, 30, 44] }, result: { division: 5, matched: { numbers: [2, 8, 20], supplementary: [7, 30] }, wins: null } };
    const { draw, proofs } = await committed(EXAMPLE_PRIZE_TABLE, SATURDAY_DRAWN, [game]);
    expect(lines(await checkTicketGames(draw, proofs))).toEqual([
      '✓ ticket: Your ticket is one of the 2 tickets committed at close: its leaf and path lead to the root ' + draw.tickets!.root.slice(0, 12) + '….',
      "✓ result: Your numbers match 5 of the numbers drawn and win division 5, exactly as your ticket's result was worked out.",
    ]);
    const claimed = await checkTicketGames(draw, [{ ...proofs[0]!, division: 4 }]);
    expect(claimed.map((step) => step.ok)).toEqual([true, false]);
  });

  it('a ticket of several games: each game is its own leaf, checked and scored on its own', async () => {
    // Game 1: 2 8 20 22 28 9 → five numbers, division 3. Game 2: 1 3 4 5 6 9 → nothing.
    const games: Game[] = [
      { gameType: 'standard', game: { numbers: [2, 8, 9, 20, 22, 28] }, result: { division: 3, matched: { numbers: [2, 8, 20, 22, 28], supplementary: [] }, wins: null } },
      { gameType: 'standard', game: { numbers: [1, 3, 4, 5, 6, 9] }, result: { division: null, matched: { numbers: [], supplementary: [] }, wins: null } },
    ];
    const { draw, proofs } = await committed(EXAMPLE_PRIZE_TABLE, SATURDAY_DRAWN, games);
    const steps = await checkTicketGames(draw, proofs);
    expect(steps.map((step) => [step.game, step.key, step.ok])).toEqual([[1, 'ticket', true], [1, 'result', true], [2, 'ticket', true], [2, 'result', true]]);
    expect(steps[1]!.sentence).toBe("Game 1: Your numbers match 5 of the numbers drawn and win division 3, exactly as your ticket's result was worked out.");
    expect(steps[3]!.sentence).toBe("Game 2: Your numbers match 0 of the numbers drawn, exactly as your ticket's result was worked out.");
    // The second game marked a winner it is not: only its result fails. Its numbers changed after the close: its leaf fails too.
    const tampered = await checkTicketGames(draw, [proofs[0]!, { ...proofs[1]!, division: 6 }]);
    expect(tampered.map((step) => step.ok)).toEqual([true, true, true, false]);
    const swapped = await checkTicketGames(draw, [proofs[0]!, { ...proofs[1]!, encoding: proofs[1]!.encoding.replace('numbers:1,3,4,5,6,9', 'numbers:2,8,20,22,28,41') }]);
    expect(swapped.map((step) => step.ok)).toEqual([true, true, false, false]);
  });

  it('a System 7: its 7 games win division 2 once, division 3 once and division 4 five times', async () => {
    // Picks 2 7 8 9 20 22 28: 5 numbers drawn (2 8 20 22 28), supplementary 7, and 9. Each game leaves one pick out:
    // without 9, 5 numbers + supp → division 2; without 7, 5 numbers → division 3; without one of the 5, 4 numbers → division 4 (×5).
    const game: Game = { gameType: 'reduced_system', game: { numbers: [2, 7, 8, 9, 20, 22, 28] }, result: { division: 2, matched: { numbers: [2, 8, 20, 22, 28], supplementary: [7] }, wins: [{ division: 2, games: 1 }, { division: 3, games: 1 }, { division: 4, games: 5 }] } };
    const { draw, proofs } = await committed(EXAMPLE_PRIZE_TABLE, SATURDAY_DRAWN, [game]);
    const steps = await checkTicketGames(draw, proofs);
    expect(steps.map((step) => step.ok)).toEqual([true, true]);
    expect(steps[1]!.sentence).toBe('Scored game by game from its numbers and the numbers drawn, your entry wins 7 prizes, the best in division 2, exactly as its result was worked out.');
    const fewer = await checkTicketGames(draw, [{ ...proofs[0]!, wins: [{ division: 2, games: 1 }, { division: 3, games: 1 }, { division: 4, games: 4 }] }]);
    expect(fewer.map((step) => step.ok)).toEqual([true, false]);
  });

  it('a PowerHit: with the drawn Powerball it wins division 5 once; with the other 19 Powerballs, division 7', async () => {
    // Picks 1 2 3 14 18 22 25 against 2 14 18 22 25 26 35, Powerball 18: 5 numbers; + Powerball → division 5, without → division 7.
    const game: Game = { gameType: 'powerhit', game: { numbers: [1, 2, 3, 14, 18, 22, 25] }, result: { division: 5, matched: { numbers: [2, 14, 18, 22, 25], powerball: [18] }, wins: [{ division: 5, games: 1 }, { division: 7, games: 19 }] } };
    const { draw, proofs } = await committed(THURSDAY, THURSDAY_DRAWN, [game]);
    const steps = await checkTicketGames(draw, proofs);
    expect(steps.map((step) => step.ok)).toEqual([true, true]);
    expect(steps[1]!.sentence).toBe('Scored game by game from its numbers and the numbers drawn, your entry wins 20 prizes, the best in division 5, exactly as its result was worked out.');
    const promoted = await checkTicketGames(draw, [{ ...proofs[0]!, division: 3, wins: [{ division: 3, games: 1 }, { division: 7, games: 19 }] }]);
    expect(promoted.map((step) => step.ok)).toEqual([true, false]);
  });

  it('a boxed Strike: of its 24 orders, one has the first three in order, one the first two, four the first one', async () => {
    // Picks 3 7 11 25 against 3 11 25 38 in published order: 3 11 25 7 → division 2; 3 11 7 25 → division 3;
    // 3 25 … and 3 7 … (4 orders) → division 4; the 18 orders not starting with 3 win nothing.
    const game: Game = { gameType: 'strike_boxed', game: { numbers: [3, 7, 11, 25] }, result: { division: 2, matched: { numbers: [3, 11, 25] }, wins: [{ division: 2, games: 1 }, { division: 3, games: 1 }, { division: 4, games: 4 }] } };
    const { draw, proofs } = await committed(STRIKE, STRIKE_DRAWN, [game]);
    const steps = await checkTicketGames(draw, proofs);
    expect(steps.map((step) => step.ok)).toEqual([true, true]);
    expect(steps[1]!.sentence).toBe('Scored game by game from its numbers and the numbers drawn, your entry wins 6 prizes, the best in division 2, exactly as its result was worked out.');
    const jackpot = await checkTicketGames(draw, [{ ...proofs[0]!, division: 1, wins: [{ division: 1, games: 1 }] }]);
    expect(jackpot.map((step) => step.ok)).toEqual([true, false]);
  });

  it('a game type the page cannot score fails its result step instead of passing it unchecked', async () => {
    const game: Game = { gameType: 'standard', game: { numbers: [2, 7, 8, 20, 30, 44] }, result: { division: 5, matched: { numbers: [2, 8, 20], supplementary: [7, 30] }, wins: null } };
    const { draw, proofs } = await committed(EXAMPLE_PRIZE_TABLE, SATURDAY_DRAWN, [game]);
    const unknown = { ...proofs[0]!, encoding: proofs[0]!.encoding.replace('game-type=standard', 'game-type=lucky_wheel') };
    const steps = await checkTicketGames(draw, [unknown]);
    expect(steps[1]).toMatchObject({ key: 'result', ok: false, sentence: 'Entries played as "lucky_wheel" cannot be checked here.' });
  });
});
