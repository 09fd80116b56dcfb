import { scorePowerhitEntry } from './powerball-scorers';
import type { Scorer } from './scorers';
import { scoreStandardGame } from './standard-scorer';

/**
 * A super combo's entry, scored in its own lottery's draw (shared/src/rules/mega-combo.ts): a PowerHit
 * part's entry (a Powerball draw, no Powerball picked) as a PowerHit, every other entry as a standard game.
 */
export const scoreMegaComboGame: Scorer = (game, result, table) =>
  result.powerball !== undefined && !game.powerball?.length ? scorePowerhitEntry(game, result, table) : scoreStandardGame(game, result, table);
