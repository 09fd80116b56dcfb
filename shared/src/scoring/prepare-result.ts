import type { Drawn } from '../fairness/draw-algorithm';

export const MAIN = 1;
export const SUPPLEMENTARY = 2;

/** A draw's result as lookup tables indexed by ball: what a scorer reads for every game of the draw. */
export interface PreparedResult {
  /** MAIN or SUPPLEMENTARY at a ball of the main barrel, 0 elsewhere. */
  mainBarrel: Uint8Array;
  /** 1 at the Powerball drawn. */
  powerballBarrel: Uint8Array;
  mains: number;
  supps: number;
  hasSupplementary: boolean;
  hasPowerball: boolean;
}

const cache = new WeakMap<Drawn, PreparedResult>();

/** Builds the lookup tables of a result once; later calls with the same result object reuse them. */
export function prepareResult(result: Drawn): PreparedResult {
  const cached = cache.get(result);
  if (cached) return cached;
  const numbers = result.numbers;
  if (!numbers?.length) throw new Error(`A result without main numbers cannot be scored: ${JSON.stringify(result)}`);
  const supplementary = result.supplementary ?? [];
  const powerball = result.powerball ?? [];
  const mainBarrel = new Uint8Array(Math.max(...numbers, ...supplementary) + 1);
  for (const ball of numbers) mainBarrel[ball] = MAIN;
  for (const ball of supplementary) mainBarrel[ball] = SUPPLEMENTARY;
  const powerballBarrel = new Uint8Array(powerball.length ? Math.max(...powerball) + 1 : 0);
  for (const ball of powerball) powerballBarrel[ball] = 1;
  const prepared: PreparedResult = {
    mainBarrel,
    powerballBarrel,
    mains: numbers.length,
    supps: supplementary.length,
    hasSupplementary: result.supplementary !== undefined,
    hasPowerball: result.powerball !== undefined,
  };
  cache.set(result, prepared);
  return prepared;
}
