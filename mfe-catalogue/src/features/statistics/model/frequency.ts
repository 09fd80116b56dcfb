import type { NumberFrequency } from '@drawfront/shared/contract/draws';

/** A frequency bar's length in percent of the most drawn number's (0 when nothing was drawn). */
export function barPercent(timesDrawn: number, mostDrawn: number): number {
  if (mostDrawn <= 0) return 0;
  return Math.round((timesDrawn / mostDrawn) * 100);
}

/** The highest count in a set: the full-length bar. */
export function mostDrawn(numbers: readonly NumberFrequency[]): number {
  return numbers.reduce((most, entry) => Math.max(most, entry.timesDrawn), 0);
}

/**
 * The frequencies of the hot or cold numbers, in the API's order (hottest or coldest first); a number
 * the set does not list is skipped rather than shown without its count.
 */
export function frequenciesOf(wanted: readonly number[], numbers: readonly NumberFrequency[]): NumberFrequency[] {
  const byNumber = new Map(numbers.map((entry) => [entry.number, entry]));
  return wanted.flatMap((number) => {
    const entry = byNumber.get(number);
    return entry ? [entry] : [];
  });
}
