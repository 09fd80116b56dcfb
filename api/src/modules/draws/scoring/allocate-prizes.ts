import { divisionsOf } from '@drawfront/shared/scoring/prize-table';
import type { PrizeTable } from '../../../db/schema/json-types';

/**
 * One division's money. poolCents: what the division had to give (the jackpot, its share of the pool,
 * or fixed prize × winners); prizeCents: what each winner gets, floored to the cent (0 with no winner).
 */
export interface DivisionOutcome {
  division: number;
  winners: number;
  poolCents: number;
  prizeCents: number;
}

export interface PrizeAllocation {
  divisions: DivisionOutcome[];
  /** Carried to the next draw's jackpot: the jackpot when division 1 has no winner, plus every unwon pool division. */
  jackpotRolloverCents: number;
  /** Cents left when a jackpot or pool does not split evenly among its winners (flooring each share). */
  remainderCents: number;
}

/**
 * What each division pays. Division 1 shares `jackpotCents`; a 'pool' division shares
 * floor(salesCents × poolShareOfSalesBps × shareBps / 10⁸); a 'fixed' division pays its amount to each
 * winner. A jackpot or pool nobody won rolls over to the next draw's jackpot rather than vanish.
 * All integer cents; products go through BigInt because sales × bps × bps passes 2^53 above $900,000.
 */
export function allocatePrizes(input: { table: PrizeTable; winners: ReadonlyMap<number, number>; salesCents: number; jackpotCents: number }): PrizeAllocation {
  const { table, winners, salesCents, jackpotCents } = input;
  requireCents(salesCents, 'salesCents');
  requireCents(jackpotCents, 'jackpotCents');
  const divisions = divisionsOf(table);
  for (const [division, count] of winners) {
    if (!divisions.some((d) => d.division === division)) throw new Error(`Winners counted for division ${division}, which the prize table does not have (it has 1–${divisions.length})`);
    if (!Number.isSafeInteger(count) || count < 0) throw new Error(`Division ${division} has ${count} winners; a count is a whole number`);
  }

  let rollover = 0n;
  let remainder = 0n;
  const outcomes = divisions.map(({ division, prize }): DivisionOutcome => {
    const count = BigInt(winners.get(division) ?? 0);
    if (prize.kind === 'fixed') {
      return outcome(division, count, BigInt(prize.cents) * count, count === 0n ? 0n : BigInt(prize.cents));
    }
    const pool =
      prize.kind === 'jackpot' ? BigInt(jackpotCents) : (BigInt(salesCents) * BigInt(table.poolShareOfSalesBps) * BigInt(prize.shareBps)) / 100_000_000n;
    if (count === 0n) {
      rollover += pool;
      return outcome(division, 0n, pool, 0n);
    }
    const share = pool / count;
    remainder += pool - share * count;
    return outcome(division, count, pool, share);
  });
  return { divisions: outcomes, jackpotRolloverCents: toCents(rollover, 'jackpotRolloverCents'), remainderCents: toCents(remainder, 'remainderCents') };
}

function outcome(division: number, winners: bigint, pool: bigint, prize: bigint): DivisionOutcome {
  return { division, winners: Number(winners), poolCents: toCents(pool, `division ${division} pool`), prizeCents: toCents(prize, `division ${division} prize`) };
}

function requireCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be whole cents, at least 0; got ${value}`);
}

/** Money leaves as a number only while it is exact: past 2^53 cents ($90 trillion) is a data error. */
function toCents(value: bigint, what: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`${what} of ${value} cents is beyond exact integer range`);
  return Number(value);
}
