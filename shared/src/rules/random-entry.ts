import { onlyPicks } from './entry-picks';
import type { GameDraft } from './ticket-completeness';

/**
 * random (`/{offer}/random`): games whose numbers nobody picks in the browser. The customer chooses how
 * many games; each entry of the draft is empty, and the API draws every number of every game (all the
 * offer's sets, with the crypto random source) when the ticket is bought, so the numbers on the ticket
 * were never seen or chosen before the purchase. Each entry is one game, priced from the price table
 * like a standard game. An entry that carries picks is not a random entry.
 */
export function randomGamesCovered(game: GameDraft): number | null {
  return onlyPicks(game, []) ? 1 : null;
}
