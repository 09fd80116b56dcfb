import type { NumberSet } from '../contract/catalogue';
import type { GameDraft, NumberPicks, NumberSetKey } from './ticket-completeness';

/** Whether every pick is a whole number in the set's range, with no blanks and no repeats (any count). */
export function picksInRange(picks: NumberPicks, set: Pick<NumberSet, 'min' | 'max'>): picks is readonly number[] {
  const seen = new Set<number>();
  for (const pick of picks) {
    if (typeof pick !== 'number' || !Number.isInteger(pick) || pick < set.min || pick > set.max || seen.has(pick)) return false;
    seen.add(pick);
  }
  return true;
}

/** The picks of one set of a game (none when the set is absent). */
export const picksOf = (game: GameDraft, key: NumberSetKey): NumberPicks => game[key] ?? [];

/** The offer's set with this key, if it has one. */
export const setOf = (sets: readonly NumberSet[], key: NumberSetKey): NumberSet | undefined => sets.find((set) => set.key === key);

/** How many balls a set's range holds (a Powerball from 1 to 20: 20). */
export const rangeSize = (set: Pick<NumberSet, 'min' | 'max'>): number => set.max - set.min + 1;

/** Whether a set holds exactly its count of valid picks. */
export function setComplete(game: GameDraft, set: NumberSet): boolean {
  const picks = picksOf(game, set.key);
  return picks.length === set.count && picksInRange(picks, set);
}

/** Whether a game has no picks in any set other than `allowed`. */
export function onlyPicks(game: GameDraft, allowed: readonly NumberSetKey[]): boolean {
  return (['numbers', 'powerball', 'favourites'] as const).every((key) => allowed.includes(key) || picksOf(game, key).length === 0);
}
