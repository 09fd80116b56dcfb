import type { GamePicks } from '../contract/cart';
import type { GameTypeKey } from '../contract/catalogue';
import { scoreMegaComboGame } from './mega-combo-scorer';
import { scorePowerhitEntry, scorePowerpikEntry } from './powerball-scorers';
import { scoreStandardGame } from './standard-scorer';
import { scoreStrikeBoxedEntry } from './strike-scorer';
import { scoreSystemEntry } from './system-scorer';
import type { Drawn } from '../fairness/draw-algorithm';
import type { PrizeTable } from './prize-table';

/** Games of one entry that won a division (a System 8 entry can win division 4 three times and division 5 once). */
export interface DivisionWin {
  division: number;
  games: number;
}

/**
 * matched: the game's numbers found in each result set (ascending); division null when it won nothing.
 * An entry covering several games (systems, PowerHit, PowerPik, boxed Strike) also lists `wins`, the games
 * it won per division, best first; `division` is then its best division.
 */
export interface ScoredGame {
  division: number | null;
  matched: Drawn;
  wins?: DivisionWin[];
}
export type Scorer = (game: GamePicks, result: Drawn, table: PrizeTable) => ScoredGame;

/** The one table of scorers by game type. A random game is a standard game once the API has drawn its numbers at purchase. */
export const SCORERS: Partial<Record<GameTypeKey, Scorer>> = {
  standard: scoreStandardGame,
  reduced_system: scoreSystemEntry,
  powerhit: scorePowerhitEntry,
  powerpik: scorePowerpikEntry,
  random: scoreStandardGame,
  strike_boxed: scoreStrikeBoxedEntry,
  mega_combo: scoreMegaComboGame,
};

/** The scorer of a game type; a type without one is a gap in this table, never a game scored as a loss. */
export function scorerFor(gameType: GameTypeKey): Scorer {
  const scorer = SCORERS[gameType];
  if (!scorer) throw new Error(`No scorer for game type "${gameType}"; scorers exist for ${Object.keys(SCORERS).join(', ')}`);
  return scorer;
}

