import type { NumberSet } from '../contract/catalogue';
import { onlyPicks, picksInRange, picksOf, rangeSize, setComplete, setOf } from './entry-picks';
import type { GameDraft } from './ticket-completeness';

/**
 * powerhit (`/{offer}/powerhit`): one set of main numbers played with every Powerball. The entry holds
 * the game's k main numbers and no Powerball; it covers one game per Powerball of the range (a Powerball
 * from 1 to 20: 20 games) and costs that many games, so it always wins the Powerball. Only a lottery with
 * a Powerball set offers it.
 */
export function powerhitGamesCovered(game: GameDraft, numberSets: readonly NumberSet[]): number | null {
  const main = setOf(numberSets, 'numbers');
  const powerball = setOf(numberSets, 'powerball');
  if (!main || !powerball || !setComplete(game, main)) return null;
  if (!onlyPicks(game, ['numbers'])) return null;
  return rangeSize(powerball);
}

/** Fewest Powerballs a PowerPik entry picks: one would be a standard game. */
export const POWERPIK_MIN_POWERBALLS = 2;

/**
 * powerpik (`/{offer}/powerpik`): the customer's pick of Powerballs, between a standard game (one) and a
 * PowerHit (all). The entry holds the game's k main numbers and 2 to (range − 1) distinct Powerballs; it
 * covers one game per Powerball picked (7 numbers with Powerballs 3, 9 and 17: 3 games) and costs that many.
 */
export function powerpikGamesCovered(game: GameDraft, numberSets: readonly NumberSet[]): number | null {
  const main = setOf(numberSets, 'numbers');
  const powerball = setOf(numberSets, 'powerball');
  if (!main || !powerball || !setComplete(game, main)) return null;
  if (!onlyPicks(game, ['numbers', 'powerball'])) return null;
  const picks = picksOf(game, 'powerball');
  if (picks.length < POWERPIK_MIN_POWERBALLS || picks.length >= rangeSize(powerball) || !picksInRange(picks, powerball)) return null;
  return picks.length;
}
