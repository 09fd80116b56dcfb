import { allocatePrizes } from './allocate-prizes';
import type { PrizeTable } from '../../../db/schema/json-types';

const TABLE: PrizeTable = {
  machine: { barrels: [{ min: 1, max: 45, sets: [{ key: 'numbers', count: 6 }, { key: 'supplementary', count: 2 }] }] },
  divisions: [
    { division: 1, numbers: 6, prize: { kind: 'jackpot' } },
    { division: 2, numbers: 5, supplementary: 1, prize: { kind: 'pool', shareBps: 2500 } },
    { division: 3, numbers: 5, prize: { kind: 'pool', shareBps: 7500 } },
    { division: 4, numbers: 4, prize: { kind: 'fixed', cents: 3500 } },
  ],
  poolShareOfSalesBps: 2000,
};
// $10,000 of sales: the pool is 20 % = $2,000; division 2 gets 25 % of it ($500), division 3 75 % ($1,500).
const SALES = 1_000_000;
const JACKPOT = 100_000_001;
const winners = (entries: Record<number, number>) => new Map(Object.entries(entries).map(([division, count]) => [Number(division), count]));

describe('allocatePrizes', () => {
  it('splits the jackpot between two division-1 winners, the odd cent left as remainder', () => {
    const result = allocatePrizes({ table: TABLE, winners: winners({ 1: 2, 2: 1, 3: 1, 4: 1 }), salesCents: SALES, jackpotCents: JACKPOT });
    expect(result.divisions).toEqual([
      { division: 1, winners: 2, poolCents: JACKPOT, prizeCents: 50_000_000 },
      { division: 2, winners: 1, poolCents: 50_000, prizeCents: 50_000 },
      { division: 3, winners: 1, poolCents: 150_000, prizeCents: 150_000 },
      { division: 4, winners: 1, poolCents: 3500, prizeCents: 3500 },
    ]);
    expect(result).toMatchObject({ jackpotRolloverCents: 0, remainderCents: 1 });
  });

  it('rolls the whole jackpot over when nobody wins division 1', () => {
    const result = allocatePrizes({ table: TABLE, winners: winners({ 2: 1, 3: 1 }), salesCents: SALES, jackpotCents: JACKPOT });
    expect(result.divisions[0]).toEqual({ division: 1, winners: 0, poolCents: JACKPOT, prizeCents: 0 });
    expect(result.jackpotRolloverCents).toBe(JACKPOT);
  });

  it('adds an unwon pool division to the rollover too', () => {
    const result = allocatePrizes({ table: TABLE, winners: winners({ 1: 1, 3: 4 }), salesCents: SALES, jackpotCents: JACKPOT });
    expect(result.divisions[1]).toEqual({ division: 2, winners: 0, poolCents: 50_000, prizeCents: 0 });
    expect(result.jackpotRolloverCents).toBe(50_000);
  });

  it('floors each pool share to the cent and reports what is left', () => {
    // Division 3's $1,500 among 7 winners: 21,428 cents each, 4 cents left.
    const result = allocatePrizes({ table: TABLE, winners: winners({ 1: 3, 2: 3, 3: 7 }), salesCents: SALES, jackpotCents: 100 });
    expect(result.divisions.map((d) => d.prizeCents)).toEqual([33, 16_666, 21_428, 0]);
    expect(result.remainderCents).toBe(1 + 2 + 4);
    for (const division of result.divisions.slice(0, 3)) expect(division.prizeCents * division.winners).toBeLessThanOrEqual(division.poolCents);
  });

  it('floors the pool itself: 1 cent of sales funds no pool', () => {
    const result = allocatePrizes({ table: TABLE, winners: winners({ 3: 1 }), salesCents: 1, jackpotCents: 0 });
    expect(result.divisions[2]).toEqual({ division: 3, winners: 1, poolCents: 0, prizeCents: 0 });
  });

  it('pays a fixed prize to every winner, whatever the sales', () => {
    const result = allocatePrizes({ table: TABLE, winners: winners({ 4: 1000 }), salesCents: 0, jackpotCents: 0 });
    expect(result.divisions[3]).toEqual({ division: 4, winners: 1000, poolCents: 3_500_000, prizeCents: 3500 });
  });

  it('stays exact where floating point would not: sales of $80 billion', () => {
    const sales = 8_000_000_000_003; // × 2000 × 7500 passes 2^53 by far
    const result = allocatePrizes({ table: TABLE, winners: winners({ 3: 1 }), salesCents: sales, jackpotCents: 0 });
    expect(result.divisions[2]?.poolCents).toBe(Number((BigInt(sales) * 2000n * 7500n) / 100_000_000n));
    expect(result.divisions[2]?.poolCents).toBe(1_200_000_000_000);
  });

  it('gives one outcome per division when a division has several rules', () => {
    const table: PrizeTable = {
      ...TABLE,
      divisions: [...TABLE.divisions, { division: 5, numbers: 2, supplementary: 2, prize: { kind: 'fixed', cents: 100 } }, { division: 5, numbers: 1, supplementary: 2, prize: { kind: 'fixed', cents: 100 } }],
    };
    const result = allocatePrizes({ table, winners: winners({ 5: 3 }), salesCents: 0, jackpotCents: 0 });
    expect(result.divisions.map((d) => d.division)).toEqual([1, 2, 3, 4, 5]);
    expect(result.divisions[4]).toEqual({ division: 5, winners: 3, poolCents: 300, prizeCents: 100 });
  });

  it.each([
    ['a division the table lacks', { winners: winners({ 9: 1 }) }, /division 9, which the prize table does not have \(it has 1–4\)/],
    ['a negative winner count', { winners: winners({ 2: -1 }) }, /Division 2 has -1 winners/],
    ['fractional sales', { salesCents: 10.5 }, /salesCents must be whole cents/],
    ['a negative jackpot', { jackpotCents: -1 }, /jackpotCents must be whole cents/],
  ])('refuses %s', (_, change, message) => {
    expect(() => allocatePrizes({ table: TABLE, winners: new Map(), salesCents: SALES, jackpotCents: JACKPOT, ...change })).toThrow(message);
  });
});
