
import type { Machine } from '../fairness/draw-algorithm';

// Prize tables (`product_offers.prize_table` in the API): what each division needs and pays. The API scores
// every game with them and the browser checks a ticket's result with the same rules.
export type DivisionPrize = { kind: 'jackpot' } | { kind: 'pool'; shareBps: number } | { kind: 'fixed'; cents: number };

/**
 * What a division needs: exactly `numbers` main numbers matched, at least `supplementary` supps, and the
 * Powerball when `powerball` is true. A division may have several rules (Saturday's division 6 is "1 or 2
 * numbers + both supplementaries"): they sit next to each other and carry the same prize.
 */
export interface DivisionRule {
  division: number;
  numbers: number;
  supplementary?: number;
  powerball?: boolean;
  prize: DivisionPrize;
}

export interface PrizeTable {
  machine: Machine;
  /** Division 1 first. A game wins the first division whose rule it meets, so better outcomes come first. */
  divisions: DivisionRule[];
  /** Share of a draw's sales (basis points) that funds the 'pool' divisions. */
  poolShareOfSalesBps: number;
}

/** How many balls of a result set the machine draws (0 when it draws none). */
export function setCount(table: PrizeTable, key: 'numbers' | 'supplementary' | 'powerball'): number {
  for (const barrel of table.machine.barrels) {
    const set = barrel.sets.find((candidate) => candidate.key === key);
    if (set) return set.count;
  }
  return 0;
}

/** One entry per division, in order, with the prize its rules share. */
export function divisionsOf(table: PrizeTable): { division: number; prize: DivisionPrize; rules: DivisionRule[] }[] {
  const divisions: { division: number; prize: DivisionPrize; rules: DivisionRule[] }[] = [];
  for (const rule of table.divisions) {
    const last = divisions.at(-1);
    if (last?.division === rule.division) last.rules.push(rule);
    else divisions.push({ division: rule.division, prize: rule.prize, rules: [rule] });
  }
  return divisions;
}

/**
 * Refuses a table the scorer or the allocation would read wrongly: divisions 1, 2, 3… in order, division 1
 * the jackpot, one prize per division, rules the machine can meet, pool shares of at most 100 %.
 */
export function checkPrizeTable(table: PrizeTable, name = 'prize table'): void {
  const fail = (why: string) => {
    throw new Error(`${name}: ${why}`);
  };
  const mains = setCount(table, 'numbers');
  const supps = setCount(table, 'supplementary');
  const hasPowerball = setCount(table, 'powerball') > 0;
  if (mains === 0) fail('the machine draws no main numbers');
  const divisions = divisionsOf(table);
  divisions.forEach(({ division, prize, rules }, index) => {
    if (division !== index + 1) fail(`divisions must run 1, 2, 3… in order; found division ${division} in place ${index + 1}`);
    if (rules.some((rule) => JSON.stringify(rule.prize) !== JSON.stringify(prize))) fail(`the rules of division ${division} carry different prizes`);
    for (const rule of rules) {
      if (!Number.isInteger(rule.numbers) || rule.numbers < 0 || rule.numbers > mains) fail(`division ${division} needs ${rule.numbers} main numbers; the machine draws ${mains}`);
      const needSupps = rule.supplementary ?? 0;
      if (!Number.isInteger(needSupps) || needSupps < 0 || needSupps > supps) fail(`division ${division} needs ${needSupps} supplementaries; the machine draws ${supps}`);
      if (rule.powerball && !hasPowerball) fail(`division ${division} needs the Powerball; the machine draws none`);
    }
    if (prize.kind === 'fixed' && (!Number.isSafeInteger(prize.cents) || prize.cents <= 0)) fail(`division ${division} has a fixed prize of ${prize.cents} cents`);
    if (prize.kind === 'pool' && (!Number.isInteger(prize.shareBps) || prize.shareBps <= 0)) fail(`division ${division} has a pool share of ${prize.shareBps} bps`);
  });
  if (divisions[0]?.prize.kind !== 'jackpot') fail('division 1 must be the jackpot');
  if (divisions.slice(1).some((division) => division.prize.kind === 'jackpot')) fail('only division 1 shares the jackpot');
  const shares = divisions.reduce((sum, { prize }) => sum + (prize.kind === 'pool' ? prize.shareBps : 0), 0);
  if (shares > 10_000) fail(`the pool divisions share ${shares} bps of the pool, more than all of it`);
  if (!Number.isInteger(table.poolShareOfSalesBps) || table.poolShareOfSalesBps < 0 || table.poolShareOfSalesBps > 10_000) {
    fail(`the pool is ${table.poolShareOfSalesBps} bps of sales; it must be 0 to 10,000`);
  }
}
