import { splitByShares } from './share-split';

const amounts = (prize: number, shares: number[]) => splitByShares(prize, shares.map((count, index) => ({ holder: `h${index}`, shares: count }))).map((part) => part.amount);

/** A small deterministic generator (mulberry32), so a failing case can be replayed from its seed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('splitByShares', () => {
  it('splits in proportion to shares when it divides exactly', () => {
    expect(amounts(10_000, [1, 3])).toEqual([2_500, 7_500]);
  });

  it('gives leftover cents to the largest remainders', () => {
    // 100 / 3 = 33.33 each: one cent left over, to the first holder (equal remainders, equal shares: purchase order).
    expect(amounts(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 1000 × 2/7 = 285.71, × 5/7 = 714.28: the 2-share holder has the larger remainder.
    expect(amounts(1_000, [2, 5])).toEqual([286, 714]);
  });

  it('breaks equal remainders by more shares, then by order', () => {
    // 11 × 1/4 = 2.75 twice and 11 × 2/4 = 5.5: the two leftover cents go to the .75 remainders.
    expect(amounts(11, [1, 1, 2])).toEqual([3, 3, 5]);
    // 5 × 1/2 = 2.5 each: equal remainder and shares, the first in order gets the cent.
    expect(amounts(5, [1, 1])).toEqual([3, 2]);
  });

  it('gives nothing to holders without shares and refuses an unsplittable prize', () => {
    expect(amounts(7, [0, 2])).toEqual([0, 7]);
    expect(amounts(0, [0, 0])).toEqual([0, 0]);
    expect(() => amounts(1, [0])).toThrow(RangeError);
    expect(() => amounts(-1, [1])).toThrow(RangeError);
    expect(() => amounts(1.5, [1])).toThrow(RangeError);
    expect(() => amounts(1, [1.5])).toThrow(RangeError);
  });

  it('splits a jackpot between many shares without losing precision', () => {
    const parts = amounts(3_000_000_000_007, [49, 1]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(3_000_000_000_007);
    expect(parts[1]).toBe(60_000_000_000);
  });

  it('always sums to the prize and keeps every part within a cent of its exact fraction (1,000 random cases)', () => {
    const random = generator(20_261_124);
    for (let run = 0; run < 1_000; run += 1) {
      const holders = 1 + Math.floor(random() * 12);
      const shares = Array.from({ length: holders }, () => Math.floor(random() * 10));
      if (!shares.some((count) => count > 0)) shares[0] = 1;
      const prize = Math.floor(random() * 10_000_000);
      const parts = amounts(prize, shares);
      const total = shares.reduce((sum, count) => sum + count, 0);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(prize);
      parts.forEach((part, index) => {
        const exact = (prize * shares[index]!) / total;
        expect(part).toBeGreaterThanOrEqual(Math.floor(exact));
        expect(part).toBeLessThanOrEqual(Math.floor(exact) + 1);
        if (shares[index] === 0) expect(part).toBe(0);
      });
    }
  });
});
