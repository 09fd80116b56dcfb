import type { NumberSet } from '../contract/catalogue';
import type { GameDraft } from './ticket-completeness';

/**
 * A game filled from the customer's favourite numbers ("use my favourites"): the main numbers are the
 * first favourites inside the set's range, in the order kept (ascending); other sets (a Powerball) stay
 * for the customer to pick. Null when fewer favourites fit the main set than it needs.
 */
export function favouritePicks(favourites: readonly number[], numberSets: readonly NumberSet[]): GameDraft | null {
  const main = numberSets.find((set) => set.key === 'numbers');
  if (!main) return null;
  const fitting = [...new Set(favourites)].filter((number) => number >= main.min && number <= main.max).sort((a, b) => a - b);
  if (fitting.length < main.count) return null;
  const game: GameDraft = { numbers: fitting.slice(0, main.count) };
  for (const set of numberSets) if (set.key === 'powerball') game.powerball = Array.from({ length: set.count }, () => null);
  return game;
}
