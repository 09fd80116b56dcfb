import { MAIN, prepareResult, SUPPLEMENTARY } from './prepare-result';

describe('prepareResult', () => {
  it('marks each ball of the result once, and reuses the tables for the same result object', () => {
    const result = { numbers: [1, 45], supplementary: [7], powerball: [20] };
    const prepared = prepareResult(result);
    expect(prepared.mainBarrel[1]).toBe(MAIN);
    expect(prepared.mainBarrel[45]).toBe(MAIN);
    expect(prepared.mainBarrel[7]).toBe(SUPPLEMENTARY);
    expect(prepared.mainBarrel[8]).toBe(0);
    expect(prepared.powerballBarrel[20]).toBe(1);
    expect(prepared).toMatchObject({ mains: 2, supps: 1, hasSupplementary: true, hasPowerball: true });
    expect(prepareResult(result)).toBe(prepared);
    expect(prepareResult({ ...result })).not.toBe(prepared);
  });

  it('refuses a result without main numbers', () => {
    expect(() => prepareResult({ powerball: [3] })).toThrow('A result without main numbers cannot be scored: {"powerball":[3]}');
  });
});
