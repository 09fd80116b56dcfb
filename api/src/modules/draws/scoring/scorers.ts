import type { GamePicks } from '@drawfront/shared/contract/cart';
import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import type { DrawnNumbers } from '../fairness/fair-numbers';
import type { PrizeTable } from './prize-table';
import { scoreStandardGame } from './standard-scorer';

/** matched: the game's numbers found in each result set (ascending); division null when it won nothing. */
export interface ScoredGame {
  division: number | null;
  matched: DrawnNumbers;
}
export type Scorer = (game: GamePicks, result: DrawnNumbers, table: PrizeTable) => ScoredGame;

/** The one table of scorers by game type: later game types (reduced_system, powerhit…) add theirs here. */
export const SCORERS: Partial<Record<GameTypeKey, Scorer>> = {
  standard: scoreStandardGame,
};

/** The scorer of a game type; a type without one is a gap in this table, never a game scored as a loss. */
export function scorerFor(gameType: GameTypeKey): Scorer {
  const scorer = SCORERS[gameType];
  if (!scorer) throw new Error(`No scorer for game type "${gameType}"; scorers exist for ${Object.keys(SCORERS).join(', ')}`);
  return scorer;
}
