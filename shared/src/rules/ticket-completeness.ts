import type { GameTypeKey, NumberSet } from '../contract/catalogue';
import { cryptoRandom } from './crypto-random';

/** Key of one number set of a game (Numbers, Powerball, Favourites). */
export type NumberSetKey = NumberSet['key'];

/** Picks in one set; `null` is a blank cell the customer has not filled yet. */
export type NumberPicks = readonly (number | null)[];

/** One game of a ticket draft, keyed by NumberSet key. */
export interface GameDraft {
  numbers: NumberPicks;
  powerball?: NumberPicks;
  favourites?: NumberPicks;
}

/** Whether every pick is a whole number in the set's range, with no blanks and no duplicates. */
function picksAreValid(picks: NumberPicks, set: NumberSet): boolean {
  const seen = new Set<number>();
  for (const pick of picks) {
    if (typeof pick !== 'number' || !Number.isInteger(pick) || pick < set.min || pick > set.max || seen.has(pick)) return false;
    seen.add(pick);
  }
  return true;
}

function setIsComplete(game: GameDraft, set: NumberSet): boolean {
  const picks = game[set.key] ?? [];
  return picks.length === set.count && picksAreValid(picks, set);
}

/**
 * Whether a game is complete (storefront §5): every number set has exactly its required count,
 * with no blanks, duplicates or numbers out of range. For mega_combo only Numbers must be complete,
 * and Favourites, when the offer has that set, must hold at least one valid number.
 */
export function isGameComplete(game: GameDraft, numberSets: readonly NumberSet[], gameType: GameTypeKey): boolean {
  if (gameType !== 'mega_combo') return numberSets.every((set) => setIsComplete(game, set));
  const numbers = numberSets.find((set) => set.key === 'numbers');
  if (numbers && !setIsComplete(game, numbers)) return false;
  const favouritesSet = numberSets.find((set) => set.key === 'favourites');
  if (!favouritesSet) return true;
  const favourites = game.favourites ?? [];
  return favourites.length > 0 && favourites.length <= favouritesSet.count && picksAreValid(favourites, favouritesSet);
}

/** How many games of a draft are complete. */
export function completeGamesCount(games: readonly GameDraft[], numberSets: readonly NumberSet[], gameType: GameTypeKey): number {
  return games.filter((game) => isGameComplete(game, numberSets, gameType)).length;
}

/** Why a draft cannot go in the cart yet. */
export type AddToCartBlock = 'not-enough-complete-games' | 'day-required' | 'cause-required';

/** What `canAddToCart` needs to know about the draft and its offer. */
export interface AddToCartCheck {
  games: readonly GameDraft[];
  numberSets: readonly NumberSet[];
  gameType: GameTypeKey;
  minGames: number;
  /** True when the lottery draws on several days and the customer picks one. */
  daysSelectable: boolean;
  day: string | null | undefined;
  offerHasCauses: boolean;
  causeKey: string | null | undefined;
}

/** Add-to-cart gate (storefront §5): at least minGames complete games, a day when days are selectable, a cause when the offer has causes. */
export function canAddToCart(check: AddToCartCheck): { ok: true } | { ok: false; reason: AddToCartBlock } {
  if (completeGamesCount(check.games, check.numberSets, check.gameType) < check.minGames) {
    return { ok: false, reason: 'not-enough-complete-games' };
  }
  if (check.daysSelectable && !check.day) return { ok: false, reason: 'day-required' };
  if (check.offerHasCauses && !check.causeKey) return { ok: false, reason: 'cause-required' };
  return { ok: true };
}

/** `count` distinct whole numbers from min to max, ascending, by a partial Fisher–Yates shuffle of the range. */
function pickDistinct(set: NumberSet, random: () => number): number[] {
  const size = set.max - set.min + 1;
  if (!Number.isInteger(size) || !Number.isInteger(set.count) || set.count < 0 || set.count > size) {
    throw new RangeError(`Cannot quick-pick ${set.count} distinct numbers from ${set.min}–${set.max} for set "${set.key}"`);
  }
  const pool = Array.from({ length: size }, (_, index) => set.min + index);
  for (let index = 0; index < set.count; index += 1) {
    // min() guards a generator that returns exactly 1.
    const swap = index + Math.min(size - index - 1, Math.floor(random() * (size - index)));
    [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
  }
  return pool.slice(0, set.count).sort((a, b) => a - b);
}

/** A complete random game: every number set (Favourites too) filled with its count of distinct numbers; `random` is injectable for tests. */
export function quickPick(numberSets: readonly NumberSet[], random: () => number = cryptoRandom): GameDraft {
  const game: { numbers: number[] } & Partial<Record<NumberSetKey, number[]>> = { numbers: [] };
  for (const set of numberSets) game[set.key] = pickDistinct(set, random);
  return game;
}
