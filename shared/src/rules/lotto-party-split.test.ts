import { splitByShares } from './lotto-party-split';

/** A small seeded generator (mulberry32), so the property runs are repeatable and a failure names its seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('splitByShares', () => {
  it('splits evenly when the shares divide the amount', () => {
    const { parts, leftoverCents } = splitByShares(900, [
      { holderId: 'a', shares: 1, order: 1 },
      { holderId: 'b', shares: 2, order: 2 },
    ]);
    expect(parts.map((part) => part.cents)).toEqual([300, 600]);
    expect(leftoverCents).toBe(0);
  });

  it('gives leftover cents by largest remainder, ties to the earlier buyer', () => {
    const { parts, leftoverCents } = splitByShares(100, [
      { holderId: 'late', shares: 1, order: 3 },
      { holderId: 'early', shares: 1, order: 1 },
      { holderId: 'middle', shares: 1, order: 2 },
    ]);
    // 33.33… each: one leftover cent, to the earliest buyer.
    expect(parts).toEqual([
      { holderId: 'late', shares: 1, baseCents: 33, leftoverCents: 0, cents: 33 },
      { holderId: 'early', shares: 1, baseCents: 33, leftoverCents: 1, cents: 34 },
      { holderId: 'middle', shares: 1, baseCents: 33, leftoverCents: 0, cents: 33 },
    ]);
    expect(leftoverCents).toBe(1);
  });

  it('prefers the larger remainder over the earlier buyer', () => {
    // 10 cents over 3 + 4 shares: 4.2857… and 5.7142…: the cent goes to the 4-share holder (remainder .71).
    const { parts } = splitByShares(10, [
      { holderId: 'a', shares: 3, order: 1 },
      { holderId: 'b', shares: 4, order: 2 },
    ]);
    expect(parts.map((part) => [part.baseCents, part.leftoverCents])).toEqual([
      [4, 0],
      [5, 1],
    ]);
  });

  it('gives nothing to a holder with no shares and splits 0 into zeros', () => {
    expect(splitByShares(7, [{ holderId: 'a', shares: 0, order: 1 }, { holderId: 'b', shares: 2, order: 2 }]).parts.map((part) => part.cents)).toEqual([0, 7]);
    expect(splitByShares(0, [{ holderId: 'a', shares: 3, order: 1 }]).parts[0]!.cents).toBe(0);
  });

  it('keeps jackpots exact beyond 2^53 intermediate products', () => {
    const { parts } = splitByShares(9_000_000_000_000_000, [{ holderId: 'a', shares: 199, order: 1 }, { holderId: 'b', shares: 1, order: 2 }]);
    expect(parts.map((part) => part.cents)).toEqual([8_955_000_000_000_000, 45_000_000_000_000]);
  });

  it('refuses negative or fractional amounts and money with no shares', () => {
    expect(() => splitByShares(-1, [{ holderId: 'a', shares: 1, order: 1 }])).toThrow(RangeError);
    expect(() => splitByShares(1.5, [{ holderId: 'a', shares: 1, order: 1 }])).toThrow(RangeError);
    expect(() => splitByShares(5, [{ holderId: 'a', shares: 0, order: 1 }])).toThrow(RangeError);
  });

  it('property: parts always sum to the amount, each within a cent of its exact part, leftover below the holder count', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const random = seeded(seed);
      const holders = 1 + Math.floor(random() * 40);
      const holdings = Array.from({ length: holders }, (_, index) => ({ holderId: `h${index}`, shares: Math.floor(random() * 20), order: Math.floor(random() * 1000) }));
      if (holdings.every((holding) => holding.shares === 0)) holdings[0]!.shares = 1;
      const amount = Math.floor(random() * 10 ** (1 + Math.floor(random() * 9)));
      const { parts, leftoverCents } = splitByShares(amount, holdings);
      const totalShares = holdings.reduce((sum, holding) => sum + holding.shares, 0);
      const where = `seed ${seed}`;
      expect([where, parts.reduce((sum, part) => sum + part.cents, 0)]).toEqual([where, amount]);
      expect(leftoverCents).toBeLessThan(holdings.filter((holding) => holding.shares > 0).length);
      for (const part of parts) {
        const exact = (amount * part.shares) / totalShares;
        expect(Math.abs(part.cents - exact)).toBeLessThan(1 + 1e-6);
        expect(part.cents).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
