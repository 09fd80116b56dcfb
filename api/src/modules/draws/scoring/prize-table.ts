import type { DrawMachine } from '../fairness/fair-numbers';

export type DivisionPrize = { kind: 'jackpot' } | { kind: 'pool'; shareBps: number } | { kind: 'fixed'; cents: number };
/** What a division needs: exactly `numbers` main numbers matched, at least `supplementary` supps, and the Powerball when `powerball` is true. */
export interface DivisionRule {
  division: number;
  numbers: number;
  supplementary?: number;
  powerball?: boolean;
  prize: DivisionPrize;
}
export interface PrizeTable {
  machine: DrawMachine;
  /** Division 1 first. */
  divisions: DivisionRule[];
  /** Share of a draw's sales (basis points) that funds the 'pool' divisions. */
  poolShareOfSalesBps: number;
}
