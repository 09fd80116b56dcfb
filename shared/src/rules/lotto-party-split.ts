/**
 * A lotto party prize (or a refund) split by shares, to the cent.
 *
 * Each holder first gets the whole cents of their exact part: floor(amount × shares / total shares). The cents
 * that leaves over (fewer than the number of holders) go one each to the holders with the largest fractional
 * remainder, ties to the holder who bought first (lowest `order`). So the parts always sum to the amount, no
 * holder's part differs from their exact part by a cent or more, and the ledger page can show each holder's
 * base part and leftover cent separately.
 */

export interface ShareHolding {
  holderId: string;
  shares: number;
  /** Purchase order: the earlier buyer wins a tie for a leftover cent. */
  order: number;
}

export interface SplitPart {
  holderId: string;
  shares: number;
  /** floor(amount × shares / total shares). */
  baseCents: number;
  /** 0 or 1: a leftover cent given by largest remainder. */
  leftoverCents: number;
  /** baseCents + leftoverCents. */
  cents: number;
}

export interface Split {
  parts: SplitPart[];
  /** The cents handed out by largest remainder (the sum of every part's leftoverCents). */
  leftoverCents: number;
}

/** Splits `amountCents` across `holdings` by shares; holdings with 0 shares get nothing. Parts keep the holdings' order. */
export function splitByShares(amountCents: number, holdings: readonly ShareHolding[]): Split {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError(`amount must be whole cents of at least 0, got ${amountCents}`);
  for (const holding of holdings) {
    if (!Number.isInteger(holding.shares) || holding.shares < 0) throw new RangeError(`shares must be whole and not negative, got ${holding.shares}`);
  }
  const totalShares = holdings.reduce((sum, holding) => sum + holding.shares, 0);
  if (totalShares === 0) {
    if (amountCents !== 0) throw new RangeError('cannot split money across no shares');
    return { parts: holdings.map((holding) => ({ holderId: holding.holderId, shares: holding.shares, baseCents: 0, leftoverCents: 0, cents: 0 })), leftoverCents: 0 };
  }
  // BigInt keeps amount × shares exact past 2^53 (a large jackpot across many shares).
  const amount = BigInt(amountCents);
  const total = BigInt(totalShares);
  const bases = holdings.map((holding) => {
    const exact = amount * BigInt(holding.shares);
    return { base: Number(exact / total), remainder: exact % total };
  });
  const leftover = amountCents - bases.reduce((sum, part) => sum + part.base, 0);
  const ranked = holdings
    .map((holding, index) => ({ index, remainder: bases[index]!.remainder, order: holding.order, shares: holding.shares }))
    .filter((entry) => entry.shares > 0)
    .sort((a, b) => (a.remainder === b.remainder ? a.order - b.order : a.remainder > b.remainder ? -1 : 1));
  const extra = new Set(ranked.slice(0, leftover).map((entry) => entry.index));
  const parts = holdings.map((holding, index) => {
    const leftoverCents = extra.has(index) ? 1 : 0;
    return { holderId: holding.holderId, shares: holding.shares, baseCents: bases[index]!.base, leftoverCents, cents: bases[index]!.base + leftoverCents };
  });
  return { parts, leftoverCents: leftover };
}
