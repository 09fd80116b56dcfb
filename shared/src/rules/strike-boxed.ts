import type { NumberSet } from '../contract/catalogue';
import { factorial } from './combinations';
import { onlyPicks, picksInRange, picksOf, setOf } from './entry-picks';
import type { GameDraft } from './ticket-completeness';

/** A Strike game names the first four numbers drawn. */
export const STRIKE_NUMBERS = 4;

/**
 * strike_boxed (`/{offer}/boxed`): four numbers for the first four drawn, in any order. A boxed entry of
 * 4 numbers plays every order of them, 4! = 24 ordered games, and costs 24 games. Only a Strike lottery
 * (its Numbers set has count 4) offers it.
 */
export function strikeBoxedGamesCovered(game: GameDraft, numberSets: readonly NumberSet[]): number | null {
  const main = setOf(numberSets, 'numbers');
  if (!main || main.count !== STRIKE_NUMBERS) return null;
  const picks = picksOf(game, 'numbers');
  if (picks.length !== STRIKE_NUMBERS || !picksInRange(picks, main) || !onlyPicks(game, ['numbers'])) return null;
  return factorial(STRIKE_NUMBERS);
}
