import type { GamePicks } from '../contract/cart';
import { addWin, checkPicks, matchedSets, matchMains, readDraw, scoredEntry } from './entry-scoring';
import type { ScoredGame, Scorer } from './scorers';
import type { Drawn } from '../fairness/draw-algorithm';
import type { PrizeTable } from './prize-table';

/** How many Powerballs the table's machine holds (a barrel of 1–20: 20). */
function powerballRange(table: PrizeTable): number {
  const barrel = table.machine.barrels.find((candidate) => candidate.sets.some((set) => set.key === 'powerball'));
  if (!barrel) throw new Error('A PowerHit or PowerPik entry needs a lottery that draws a Powerball');
  return barrel.max - barrel.min + 1;
}

/** One set of main numbers played with each of `powerballs`: the drawn one wins as a Powerball game, the others as games without it. */
function scoreWithPowerballs(game: GamePicks, result: Drawn, table: PrizeTable, kind: string, powerballs: readonly number[]): ScoredGame {
  const { prepared, lookup } = readDraw(result, table);
  if (!prepared.hasPowerball) throw new Error(`A ${kind} entry needs a draw with a Powerball: ${JSON.stringify(result)}`);
  const picks = checkPicks(game.numbers, kind, game);
  if (picks.length !== lookup.mains) throw new Error(`A ${kind} entry picks ${lookup.mains} main numbers; this one has ${picks.length}: ${JSON.stringify(game)}`);
  const mains = matchMains(picks, prepared);
  const drawn = powerballs.filter((ball) => prepared.powerballBarrel[ball] === 1);
  const wins = new Map<number, number>();
  addWin(wins, lookup.divisionOf(mains.numbers.length, mains.supplementary.length, true), drawn.length);
  addWin(wins, lookup.divisionOf(mains.numbers.length, mains.supplementary.length, false), powerballs.length - drawn.length);
  return scoredEntry(wins, matchedSets(prepared, mains, drawn));
}

/** A PowerHit (shared/src/rules/powerball-cover.ts): its numbers with every Powerball, so one game always has the drawn Powerball. */
export const scorePowerhitEntry: Scorer = (game, result, table) => {
  if (game.powerball?.length) throw new Error(`A PowerHit entry picks no Powerball (it plays them all): ${JSON.stringify(game)}`);
  const size = powerballRange(table);
  const first = table.machine.barrels.find((barrel) => barrel.sets.some((set) => set.key === 'powerball'))!.min;
  return scoreWithPowerballs(game, result, table, 'PowerHit', Array.from({ length: size }, (_, index) => first + index));
};

/** A PowerPik: its numbers with each Powerball the customer picked. */
export const scorePowerpikEntry: Scorer = (game, result, table) => {
  const powerballs = checkPicks(game.powerball, 'PowerPik', game);
  if (powerballs.length < 2 || powerballs.length >= powerballRange(table)) throw new Error(`A PowerPik entry picks 2 to all but one Powerballs: ${JSON.stringify(game)}`);
  return scoreWithPowerballs(game, result, table, 'PowerPik', powerballs);
};
