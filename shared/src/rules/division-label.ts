import type { ResultNumbers } from '../contract/draws';

/** What a prize division needs, as the API's prize tables describe it. */
export interface DivisionNeeds {
  numbers: number;
  supplementary?: number;
  powerball?: boolean;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The results table's description of a division: "6 numbers", "5 numbers + 1 supplementary",
 * "6 numbers + Powerball". One place, so the API's division descriptions and pages agree.
 */
export function divisionLabel(needs: DivisionNeeds): string {
  const parts = [plural(needs.numbers, 'number', 'numbers')];
  if (needs.supplementary) parts.push(plural(needs.supplementary, 'supplementary', 'supplementaries'));
  if (needs.powerball) parts.push('Powerball');
  return parts.join(' + ');
}

/** How many of a game's numbers are in a result, per set, e.g. for "You matched 4 numbers". */
export function matchedCount(matched: ResultNumbers): number {
  return matched.numbers.length + (matched.supplementary?.length ?? 0) + (matched.powerball?.length ?? 0);
}
