import { divisionLookupOf } from './division-lookup';
import { MAIN, prepareResult, SUPPLEMENTARY } from './prepare-result';
import type { Scorer } from './scorers';
import type { Drawn } from '../fairness/draw-algorithm';

/**
 * A standard game: the player's main numbers (as many as the draw's main numbers) and, on a Powerball
 * lottery, one Powerball. Covers lotteries with supplementaries, with a Powerball, or with neither.
 */
export const scoreStandardGame: Scorer = (game, result, table) => {
  const prepared = prepareResult(result);
  const lookup = divisionLookupOf(table);
  if (prepared.mains !== lookup.mains || prepared.supps !== lookup.supps) {
    throw new Error(`The result ${JSON.stringify(result)} is not a draw of this prize table's machine (${lookup.mains} numbers + ${lookup.supps} supplementaries)`);
  }
  const picks = game.numbers;
  if (!picks || picks.length !== prepared.mains) {
    throw new Error(`A standard game picks ${prepared.mains} main numbers; this one has ${picks ? picks.length : 'none'}: ${JSON.stringify(game)}`);
  }
  if (hasRepeat(picks)) throw new Error(`A standard game picks each number once: ${JSON.stringify(game)}`);
  const powerballPick = game.powerball?.[0];
  if (prepared.hasPowerball && powerballPick === undefined) throw new Error(`A standard game of a Powerball draw needs its Powerball: ${JSON.stringify(game)}`);

  const numbers: number[] = [];
  const supplementary: number[] = [];
  for (const pick of picks) {
    const found = prepared.mainBarrel[pick];
    if (found === MAIN) numbers.push(pick);
    else if (found === SUPPLEMENTARY) supplementary.push(pick);
  }
  const powerballMatched = powerballPick !== undefined && prepared.powerballBarrel[powerballPick] === 1;

  const division = lookup.divisionOf(numbers.length, supplementary.length, powerballMatched);
  const matched: Drawn = { numbers: ascending(numbers) };
  if (prepared.hasSupplementary) matched.supplementary = ascending(supplementary);
  if (prepared.hasPowerball) matched.powerball = powerballMatched && powerballPick !== undefined ? [powerballPick] : [];
  return { division, matched };
};

/** A repeated pick would count one ball twice (six 7s matching a 7 would be a jackpot); at most 21 comparisons. */
function hasRepeat(picks: readonly number[]): boolean {
  for (let i = 1; i < picks.length; i += 1) {
    for (let j = 0; j < i; j += 1) if (picks[i] === picks[j]) return true;
  }
  return false;
}

/** Picks are usually stored ascending already; sort only when they are not (arrays of at most 7). */
function ascending(balls: number[]): number[] {
  for (let i = 1; i < balls.length; i += 1) {
    if ((balls[i - 1] ?? 0) > (balls[i] ?? 0)) return balls.sort((a, b) => a - b);
  }
  return balls;
}
