import type { NumberSet } from '../contract/catalogue';
import { binomial } from './combinations';
import { onlyPicks, picksInRange, picksOf, setComplete, setOf } from './entry-picks';
import type { GameDraft } from './ticket-completeness';

/** Storefront §2: System 7 to System 20. */
export const SYSTEM_MIN = 7;
export const SYSTEM_MAX = 20;

/**
 * reduced_system (`/{offer}/systems`): a System N entry holds N main numbers (N from the game offer's
 * `systemSizes`, within System 7–20 and more than a game's k numbers) and, on a Powerball lottery, its one
 * Powerball. It plays every k-number combination of its N numbers: C(N, k) games, and costs that many
 * games. For a 6-number game: System 7 = 7 games, System 8 = 28, System 10 = 210, System 20 = 38,760.
 */
export function systemGamesCovered(game: GameDraft, numberSets: readonly NumberSet[], systemSizes: readonly number[]): number | null {
  const main = setOf(numberSets, 'numbers');
  if (!main) return null;
  const picks = picksOf(game, 'numbers');
  const size = picks.length;
  if (!systemSizes.includes(size) || size < SYSTEM_MIN || size > SYSTEM_MAX || size <= main.count) return null;
  if (!picksInRange(picks, main)) return null;
  // Every other set (the Powerball) is picked as in a standard game.
  if (!numberSets.every((set) => set.key === 'numbers' || setComplete(game, set))) return null;
  if (!onlyPicks(game, numberSets.map((set) => set.key))) return null;
  return binomial(size, main.count);
}

/** The System N label of an entry ("System 8"): N is how many numbers it holds. */
export const systemSizeOf = (game: GameDraft): number => picksOf(game, 'numbers').length;

/** The sizes a lottery of `numberSets` can offer: System 7–20, above its k numbers and within its range. */
export function possibleSystemSizes(numberSets: readonly NumberSet[]): number[] {
  const main = setOf(numberSets, 'numbers');
  if (!main) return [];
  const sizes: number[] = [];
  for (let size = Math.max(SYSTEM_MIN, main.count + 1); size <= Math.min(SYSTEM_MAX, main.max - main.min + 1); size += 1) sizes.push(size);
  return sizes;
}
