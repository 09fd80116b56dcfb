import { checkPrizeTable, setCount } from './prize-table';
import type { PrizeTable } from './prize-table';

/** The division for every (main matches, supplementary matches, Powerball matched) a table allows. */
export interface DivisionLookup {
  mains: number;
  supps: number;
  /** The division won, or null for no prize; throws for counts the machine cannot produce. */
  divisionOf(numbers: number, supplementary: number, powerball: boolean): number | null;
}

const cache = new WeakMap<PrizeTable, DivisionLookup>();

/**
 * Built once per table (and cached on the table object), so scoring a game is a few array reads
 * instead of a walk over the rules: the rules are evaluated here for each of the few possible outcomes.
 */
export function divisionLookupOf(table: PrizeTable): DivisionLookup {
  const cached = cache.get(table);
  if (cached) return cached;
  checkPrizeTable(table);
  const mains = setCount(table, 'numbers');
  const supps = setCount(table, 'supplementary');
  // 0 = no prize; division numbers as they are.
  const divisions = new Int16Array((mains + 1) * (supps + 1) * 2);
  for (let m = 0; m <= mains; m += 1) {
    for (let s = 0; s <= supps; s += 1) {
      for (const pb of [0, 1]) {
        const rule = table.divisions.find((r) => r.numbers === m && s >= (r.supplementary ?? 0) && (!r.powerball || pb === 1));
        divisions[(m * (supps + 1) + s) * 2 + pb] = rule?.division ?? 0;
      }
    }
  }
  const lookup: DivisionLookup = {
    mains,
    supps,
    divisionOf(numbers, supplementary, powerball) {
      if (numbers > mains || supplementary > supps) throw new RangeError(`${numbers} numbers + ${supplementary} supplementaries matched; the machine draws ${mains} + ${supps}`);
      const division = divisions[(numbers * (supps + 1) + supplementary) * 2 + (powerball ? 1 : 0)];
      return division ? division : null;
    },
  };
  cache.set(table, lookup);
  return lookup;
}
