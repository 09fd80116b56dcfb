import type { DivisionLookup } from './division-lookup';
import { divisionLookupOf } from './division-lookup';
import { MAIN, prepareResult, SUPPLEMENTARY } from './prepare-result';
import type { PreparedResult } from './prepare-result';
import type { DivisionWin, ScoredGame } from './scorers';
import type { Drawn } from '../fairness/draw-algorithm';
import type { PrizeTable } from './prize-table';

/** A result and its table read together, refusing a result of another machine (as the standard scorer does). */
export function readDraw(result: Drawn, table: PrizeTable): { prepared: PreparedResult; lookup: DivisionLookup } {
  const prepared = prepareResult(result);
  const lookup = divisionLookupOf(table);
  if (prepared.mains !== lookup.mains || prepared.supps !== lookup.supps) {
    throw new Error(`The result ${JSON.stringify(result)} is not a draw of this prize table's machine (${lookup.mains} numbers + ${lookup.supps} supplementaries)`);
  }
  return { prepared, lookup };
}

/** Refuses an entry that would be scored wrongly: no numbers, or a number twice. */
export function checkPicks(picks: readonly number[] | undefined, kind: string, game: unknown): readonly number[] {
  if (!picks || picks.length === 0) throw new Error(`A ${kind} entry needs its numbers: ${JSON.stringify(game)}`);
  if (new Set(picks).size !== picks.length) throw new Error(`A ${kind} entry picks each number once: ${JSON.stringify(game)}`);
  return picks;
}

/** The entry's numbers found among the main numbers and the supplementaries, ascending. */
export function matchMains(picks: readonly number[], prepared: PreparedResult): { numbers: number[]; supplementary: number[] } {
  const numbers: number[] = [];
  const supplementary: number[] = [];
  for (const pick of picks) {
    const found = prepared.mainBarrel[pick];
    if (found === MAIN) numbers.push(pick);
    else if (found === SUPPLEMENTARY) supplementary.push(pick);
  }
  return { numbers: numbers.sort((a, b) => a - b), supplementary: supplementary.sort((a, b) => a - b) };
}

/** Adds `games` winning games to a division (none for null: those games won nothing). */
export function addWin(wins: Map<number, number>, division: number | null, games: number): void {
  if (division !== null && games > 0) wins.set(division, (wins.get(division) ?? 0) + games);
}

/** The scored entry: its wins best division first, its best division, and what it matched. */
export function scoredEntry(wins: Map<number, number>, matched: Drawn): ScoredGame {
  const list: DivisionWin[] = [...wins].map(([division, games]) => ({ division, games })).sort((a, b) => a.division - b.division);
  return { division: list[0]?.division ?? null, matched, wins: list };
}

/** The matched sets a result shows: supplementaries and Powerball only where the draw has them. */
export function matchedSets(prepared: PreparedResult, mains: { numbers: number[]; supplementary: number[] }, powerball: number[]): Drawn {
  const matched: Drawn = { numbers: mains.numbers };
  if (prepared.hasSupplementary) matched.supplementary = mains.supplementary;
  if (prepared.hasPowerball) matched.powerball = powerball;
  return matched;
}
