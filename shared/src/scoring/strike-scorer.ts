import { permutations } from '../rules/combinations';
import { STRIKE_NUMBERS } from '../rules/strike-boxed';
import { addWin, checkPicks, matchMains, readDraw, scoredEntry } from './entry-scoring';
import type { Scorer } from './scorers';

/**
 * A boxed Strike entry (shared/src/rules/strike-boxed.ts): its 4 numbers in all 24 orders, each order a
 * game for the first four numbers drawn. A Strike division rule's `numbers: n` means "the first n numbers
 * in order". The draw machine publishes each set in ascending order (fairness/README.md) and that published
 * order is the order Strike games are scored against, so anyone can check a result from the page.
 * An order wins the division of how many of its leading numbers match, position by position.
 */
export const scoreStrikeBoxedEntry: Scorer = (game, result, table) => {
  const { prepared, lookup } = readDraw(result, table);
  if (lookup.mains !== STRIKE_NUMBERS) throw new Error(`A boxed Strike entry needs a Strike draw of ${STRIKE_NUMBERS} numbers; this machine draws ${lookup.mains}`);
  const picks = checkPicks(game.numbers, 'boxed Strike', game);
  if (picks.length !== STRIKE_NUMBERS) throw new Error(`A boxed Strike entry picks ${STRIKE_NUMBERS} numbers; this one has ${picks.length}: ${JSON.stringify(game)}`);
  const drawnOrder = result.numbers ?? [];
  const wins = new Map<number, number>();
  for (const order of permutations(picks)) {
    let leading = 0;
    while (leading < order.length && order[leading] === drawnOrder[leading]) leading += 1;
    addWin(wins, lookup.divisionOf(leading, 0, false), 1);
  }
  return scoredEntry(wins, { numbers: matchMains(picks, prepared).numbers });
};
