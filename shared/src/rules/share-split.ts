/** One holder's shares of a syndicate (or a group's) prize. */
export interface ShareHolding<Id extends string = string> {
  holder: Id;
  shares: number;
}

/** One holder's part of a prize, in minor units. */
export interface SharePart<Id extends string = string> {
  holder: Id;
  shares: number;
  amount: number;
}

/**
 * Splits a prize (minor units) between holders in proportion to their shares (groups spec: prizes
 * split by share). Every holder first gets floor(prize × shares / total shares); the cents that
 * flooring leaves over (fewer than the number of holders) then go one each to the holders with the
 * largest remainders, ties broken by more shares and then by the order the holdings were given
 * (purchase order), so the parts always sum to the prize exactly and nobody gets more than one cent
 * beyond their exact fraction. Holders with 0 shares get 0. Throws on a negative or fractional prize or share.
 */
export function splitByShares<Id extends string>(prizeCents: number, holdings: readonly ShareHolding<Id>[]): SharePart<Id>[] {
  if (!Number.isSafeInteger(prizeCents) || prizeCents < 0) throw new RangeError(`prize must be a whole, non-negative number of minor units, got ${prizeCents}`);
  for (const { holder, shares } of holdings) {
    if (!Number.isSafeInteger(shares) || shares < 0) throw new RangeError(`shares of ${holder} must be a whole, non-negative number, got ${shares}`);
  }
  const totalShares = holdings.reduce((sum, holding) => sum + holding.shares, 0);
  if (totalShares === 0) {
    if (prizeCents > 0) throw new RangeError('a prize cannot be split between no shares');
    return holdings.map(({ holder, shares }) => ({ holder, shares, amount: 0 }));
  }
  // BigInt: prize × shares can pass 2^53 for a jackpot split between many shares.
  const prize = BigInt(prizeCents);
  const total = BigInt(totalShares);
  const parts = holdings.map(({ holder, shares }, index) => {
    const exact = prize * BigInt(shares);
    return { holder, shares, index, amount: Number(exact / total), remainder: exact % total };
  });
  let leftover = prizeCents - parts.reduce((sum, part) => sum + part.amount, 0);
  const byClaim = [...parts].sort((a, b) => (a.remainder === b.remainder ? b.shares - a.shares || a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const part of byClaim) {
    if (leftover === 0) break;
    if (part.shares === 0) continue;
    part.amount += 1;
    leftover -= 1;
  }
  return parts.map(({ holder, shares, amount }) => ({ holder, shares, amount }));
}
