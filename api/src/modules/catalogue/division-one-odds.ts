import type { PrizeTable } from '../../db/schema/json-types';

/** n choose k, exact for the sizes lotteries use (results stay far below 2^53). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) result = (result * (n - i + 1)) / i;
  return Math.round(result);
}

/**
 * The chance of one standard game winning division 1, as "1 in N": every main number matched (from the
 * barrel it is drawn from) and, when division 1 needs it, the Powerball. Supplementaries never count
 * towards division 1. Null for a table whose division 1 needs a set the machine does not draw.
 */
export function divisionOneOdds(table: PrizeTable): number | null {
  const first = table.divisions.find((rule) => rule.division === 1);
  if (!first) return null;
  const needed = first.powerball ? ['numbers', 'powerball'] : ['numbers'];
  let odds = 1;
  for (const key of needed) {
    const barrel = table.machine.barrels.find((candidate) => candidate.sets.some((set) => set.key === key));
    const set = barrel?.sets.find((candidate) => candidate.key === key);
    if (!barrel || !set) return null;
    odds *= choose(barrel.max - barrel.min + 1, set.count);
  }
  return odds;
}
