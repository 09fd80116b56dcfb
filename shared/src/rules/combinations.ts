/**
 * C(n, k): how many ways to choose k things from n, exactly (multiply then divide stays whole at every
 * step). Games a system entry covers, and the scorers' counts of winning games, are such numbers.
 */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k)) throw new RangeError(`binomial needs whole numbers, got C(${n}, ${k})`);
  if (k < 0 || n < 0 || k > n) return 0;
  const small = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= small; i += 1) result = (result * (n - small + i)) / i;
  return result;
}

/** n! for the small n a boxed entry uses (4! = 24). */
export function factorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`factorial needs a whole number of at least 0, got ${n}`);
  let result = 1;
  for (let i = 2; i <= n; i += 1) result *= i;
  return result;
}

/** Every ordering of `items` (4 items: 24 orders), in lexicographic order of positions. */
export function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) => permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]));
}
