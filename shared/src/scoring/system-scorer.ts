import { binomial } from '../rules/combinations';
import { addWin, checkPicks, matchedSets, matchMains, readDraw, scoredEntry } from './entry-scoring';
import type { Scorer } from './scorers';

/**
 * A System N entry (shared/src/rules/reduced-system.ts) scores as all its C(N, k) games, counted rather
 * than listed: of its N numbers m are main numbers drawn and s supplementaries, so the games matching j
 * mains and t supplementaries number C(m, j) × C(s, t) × C(N − m − s, k − j − t). Every game carries the
 * entry's one Powerball, when the lottery has one. A System 20 is scored in a few dozen steps, not 38,760.
 */
export const scoreSystemEntry: Scorer = (game, result, table) => {
  const { prepared, lookup } = readDraw(result, table);
  const picks = checkPicks(game.numbers, 'system', game);
  const k = lookup.mains;
  if (picks.length <= k) throw new Error(`A system entry holds more than ${k} numbers; this one has ${picks.length}: ${JSON.stringify(game)}`);
  const powerballPick = game.powerball?.[0];
  if (prepared.hasPowerball && powerballPick === undefined) throw new Error(`A system entry of a Powerball draw needs its Powerball: ${JSON.stringify(game)}`);
  const powerballMatched = powerballPick !== undefined && prepared.powerballBarrel[powerballPick] === 1;

  const mains = matchMains(picks, prepared);
  const m = mains.numbers.length;
  const s = mains.supplementary.length;
  const others = picks.length - m - s;
  const wins = new Map<number, number>();
  for (let j = 0; j <= Math.min(m, k); j += 1) {
    for (let t = 0; t <= Math.min(s, k - j, lookup.supps); t += 1) {
      const games = binomial(m, j) * binomial(s, t) * binomial(others, k - j - t);
      if (games > 0) addWin(wins, lookup.divisionOf(j, t, powerballMatched), games);
    }
  }
  return scoredEntry(wins, matchedSets(prepared, mains, powerballMatched && powerballPick !== undefined ? [powerballPick] : []));
};
