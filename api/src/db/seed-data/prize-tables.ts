import type { PrizeTable } from '../../modules/draws/scoring/prize-table';

/** Six from 1–45 and two supplementaries from the same barrel. */
const SIX_FROM_45: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
  poolShareOfSalesBps: 5_000,
  divisions: [
    { division: 1, numbers: 6, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 5, supplementary: 1, prize: { kind: 'pool', shareBps: 2_000 } },
    { division: 3, numbers: 5, prize: { kind: 'pool', shareBps: 3_000 } },
    { division: 4, numbers: 4, prize: { kind: 'pool', shareBps: 5_000 } },
    { division: 5, numbers: 3, supplementary: 1, prize: { kind: 'fixed', cents: 1_500 } },
    { division: 6, numbers: 3, prize: { kind: 'fixed', cents: 1_000 } },
  ],
};

/** Lottery offer key → its prize divisions (the draw-rules engineer owns the real tables). */
export const PRIZE_TABLES: Record<string, PrizeTable> = {
  'saturday-super-draw': SIX_FROM_45,
  'midweek-draw': SIX_FROM_45,
  'friday-windfall': {
    machine: { barrels: [{ min: 1, max: 44, sets: [{ key: 'numbers', count: 7 }, { key: 'supplementary', count: 2 }] }] },
    poolShareOfSalesBps: 5_000,
    divisions: [
      { division: 1, numbers: 7, prize: { kind: 'jackpot' } },
      { division: 2, numbers: 6, prize: { kind: 'pool', shareBps: 4_000 } },
      { division: 3, numbers: 5, prize: { kind: 'pool', shareBps: 6_000 } },
      { division: 4, numbers: 4, prize: { kind: 'fixed', cents: 2_000 } },
      { division: 5, numbers: 3, supplementary: 1, prize: { kind: 'fixed', cents: 1_000 } },
    ],
  },
  'thursday-starburst': {
    machine: {
      barrels: [
        { min: 1, max: 35, sets: [{ key: 'numbers', count: 7 }] },
        { min: 1, max: 20, sets: [{ key: 'powerball', count: 1 }] },
      ],
    },
    poolShareOfSalesBps: 5_000,
    divisions: [
      { division: 1, numbers: 7, powerball: true, prize: { kind: 'jackpot' } },
      { division: 2, numbers: 7, prize: { kind: 'pool', shareBps: 3_000 } },
      { division: 3, numbers: 6, powerball: true, prize: { kind: 'pool', shareBps: 3_000 } },
      { division: 4, numbers: 5, powerball: true, prize: { kind: 'pool', shareBps: 4_000 } },
      { division: 5, numbers: 4, powerball: true, prize: { kind: 'fixed', cents: 5_000 } },
      { division: 6, numbers: 3, powerball: true, prize: { kind: 'fixed', cents: 1_500 } },
      { division: 7, numbers: 2, powerball: true, prize: { kind: 'fixed', cents: 1_000 } },
    ],
  },
};
