import type { PrizeTable } from './prize-table';

export interface DivisionOutcome {
  division: number;
  winners: number;
  poolCents: number;
  /** Per winner, floor to the cent. */
  prizeCents: number;
}

export function allocatePrizes(input: { table: PrizeTable; winners: ReadonlyMap<number, number>; salesCents: number; jackpotCents: number }): { divisions: DivisionOutcome[]; jackpotRolloverCents: number; remainderCents: number } {
  const poolFund = Math.floor((input.salesCents * input.table.poolShareOfSalesBps) / 10_000);
  let remainderCents = 0;
  let jackpotRolloverCents = 0;
  const divisions = input.table.divisions.map((rule) => {
    const winners = input.winners.get(rule.division) ?? 0;
    const poolCents =
      rule.prize.kind === 'jackpot' ? input.jackpotCents : rule.prize.kind === 'pool' ? Math.floor((poolFund * rule.prize.shareBps) / 10_000) : rule.prize.cents * winners;
    const prizeCents = winners === 0 ? 0 : rule.prize.kind === 'fixed' ? rule.prize.cents : Math.floor(poolCents / winners);
    if (rule.prize.kind === 'jackpot' && winners === 0) jackpotRolloverCents = poolCents;
    else remainderCents += poolCents - prizeCents * winners;
    return { division: rule.division, winners, poolCents, prizeCents };
  });
  return { divisions, jackpotRolloverCents, remainderCents };
}
