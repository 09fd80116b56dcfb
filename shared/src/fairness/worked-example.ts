import type { PublicDrawProof, PublicTicketProof } from './public-proof';
import type { TicketLeafInput } from './ticket-leaf';
import type { PrizeTable } from '../scoring/prize-table';

/**
 * The worked example of /about/fairness: a Saturday draw (1..45, six numbers and two supplementaries)
 * with the seed 00 01 … 1f and three tickets. The page, the in-browser check, the standalone verifier
 * and their tests all use these figures; `fairness.test.ts` recomputes every one.
 */
export const EXAMPLE_SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

export const EXAMPLE_TICKETS: TicketLeafInput[] = [
  { drawId: 101, ticketId: '0b6c7a52-2f4e-4c59-9a49-1d1c1f1e0a01', gameType: 'standard', game: { numbers: [2, 8, 20, 22, 28, 41] }, entryNo: null, purchasedAt: '2026-12-05T08:15:00.000Z', salt: '11'.repeat(32) },
  { drawId: 101, ticketId: '5d3e0c1b-8a7f-4b2e-b6d4-3c2a1b0f9e02', gameType: 'standard', game: { numbers: [1, 9, 17, 25, 33, 45] }, entryNo: null, purchasedAt: '2026-12-05T09:30:00.000Z', salt: '22'.repeat(32) },
  { drawId: 101, ticketId: 'c4f1e2d3-6b5a-4978-8e1f-0a9b8c7d6e03', gameType: 'standard', game: { numbers: [2, 7, 8, 20, 30, 44] }, entryNo: null, purchasedAt: '2026-12-05T10:45:00.000Z', salt: '33'.repeat(32) },
];

export const EXAMPLE_LEAVES = [
  'a1da387d4de3752bf04690c57871f3ef72bc3526fbe8330bcb1ebdf9bc55bcf7',
  '304ec6f641f354f03583ddebbbe2d00b5e7872597cf54bbf2b9badee973bcb64',
  'a86a47d7162079b90f04f95f25c77bd200a5f0abb0b1a69ceffa3e1ab89b858d',
];
/** SHA-256(0x01 ‖ leaf 0 ‖ leaf 1): leaf 2 has no partner on the first level and moves up unchanged. */
export const EXAMPLE_NODE_01 = '52916e7b5ff09fc77e40ee56ac1ab2f6be37fded98c4d407e65b9e0d8f930b0b';
export const EXAMPLE_ROOT = '1d6b02e6e0adb3e8357a4e5c6b38b33ae541b69bfaeeca8d5474ea7706cce9a9';

/** Saturday's divisions: the third ticket matches 3 numbers and both supplementaries, division 5 ("3 numbers + 1 supplementary"). */
export const EXAMPLE_PRIZE_TABLE: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
  divisions: [
    { division: 1, numbers: 6, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 5, supplementary: 1, prize: { kind: 'pool', shareBps: 1000 } },
    { division: 3, numbers: 5, prize: { kind: 'pool', shareBps: 4000 } },
    { division: 4, numbers: 4, prize: { kind: 'pool', shareBps: 5000 } },
    { division: 5, numbers: 3, supplementary: 1, prize: { kind: 'fixed', cents: 2000 } },
    { division: 6, numbers: 2, supplementary: 2, prize: { kind: 'fixed', cents: 1100 } },
    { division: 6, numbers: 1, supplementary: 2, prize: { kind: 'fixed', cents: 1100 } },
  ],
  poolShareOfSalesBps: 1300,
};

export const EXAMPLE_DRAW: PublicDrawProof = {
  drawId: 101,
  kind: 'lottery',
  seedHash: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  seed: EXAMPLE_SEED,
  machine: { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
  prizeTable: EXAMPLE_PRIZE_TABLE,
  numbers: { numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] },
  closedAt: '2026-12-05T19:00:00.000Z',
  drawnAt: '2026-12-05T20:30:00.000Z',
  tickets: { root: EXAMPLE_ROOT, count: 3, committedAt: '2026-12-05T19:00:00.000Z' },
};

/** The third ticket's proof: its leaf, then one step (the node over tickets 1 and 2, on its left) to the root. */
export const EXAMPLE_TICKET: PublicTicketProof = {
  drawId: 101,
  ticketId: 'c4f1e2d3-6b5a-4978-8e1f-0a9b8c7d6e03',
  encoding: 'drawfront-ticket-v1\ndraw=101\nticket=c4f1e2d3-6b5a-4978-8e1f-0a9b8c7d6e03\ngame-type=standard\ngames=numbers:2,7,8,20,30,44\nentry=\npurchased=2026-12-05T10:45:00.000Z\nsalt=' + '33'.repeat(32),
  salt: '33'.repeat(32),
  proof: { index: 2, path: [{ side: 'left', hash: EXAMPLE_NODE_01 }] },
  root: EXAMPLE_ROOT,
  entryNo: null,
  division: 5,
  matched: { numbers: [2, 8, 20], supplementary: [7, 30] },
  wins: null,
};
