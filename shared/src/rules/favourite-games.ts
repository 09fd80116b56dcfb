import type { GamePicks } from '../contract/cart';
import type { NumberSet } from '../contract/catalogue';
import { favouritePicks } from './favourite-picks';

/** How a line stands against the customer's favourite numbers (storefront §3 cart item `favourite`, `hasFavouriteNumbers`). */
export interface FavouriteFlags {
  /** Every game of the line is the customer's favourite game for that lottery. */
  favourite: boolean;
  /** At least one game of the line is (trackingData's `hasFavouriteNumbers`). */
  hasFavouriteNumbers: boolean;
}

/**
 * Whether a game is the customer's saved favourite for a lottery: its main numbers, in any order, are
 * exactly the game "use my favourites" builds for that lottery's number sets (`favouritePicks`: the
 * lowest saved favourites inside the main set's range, as many as a game takes). Other sets (a
 * Powerball) are the customer's own pick and do not count. A lottery the saved favourites cannot fill
 * (too few in range), a game type whose entries take more numbers than a game (a system entry), a
 * game without main numbers (a raffle ticket) and a customer with no favourites are never favourite.
 */
export function isFavouriteGame(game: GamePicks, favourites: readonly number[], numberSets: readonly NumberSet[]): boolean {
  const picked = game.numbers ?? [];
  const wanted = favouritePicks(favourites, numberSets)?.numbers;
  if (!wanted || picked.length !== wanted.length) return false;
  const sorted = [...picked].sort((a, b) => a - b);
  return wanted.every((number, index) => number === sorted[index]);
}

/** A line's favourite flags: `favourite` when all its games are the favourite game, `hasFavouriteNumbers` when any is. */
export function favouriteFlags(games: readonly GamePicks[], favourites: readonly number[], numberSets: readonly NumberSet[]): FavouriteFlags {
  const matches = games.map((game) => isFavouriteGame(game, favourites, numberSets));
  return { favourite: matches.length > 0 && matches.every(Boolean), hasFavouriteNumbers: matches.some(Boolean) };
}
