import type { DrawResultSummary, ResultKeys } from '@drawfront/shared/contract/draws';

/** Which results a `/lotto-results` page lists: every offer's, or the lotteries' or raffles' only. */
export type ResultKind = 'all' | 'lotteries' | 'raffles';

/** The results of one kind, in the API's order; the result keys say which offer is which. */
export function resultsOfKind(results: readonly DrawResultSummary[], keys: ResultKeys, kind: ResultKind): DrawResultSummary[] {
  if (kind === 'all') return [...results];
  const wanted = new Set(keys[kind]);
  return results.filter((result) => wanted.has(result.offerKey));
}

/** Whether a result is a raffle's: its numbers are winning ticket numbers and its prize is not a jackpot. */
export function isRaffleResult(result: Pick<DrawResultSummary, 'drawType'>): boolean {
  return result.drawType === 'raffle_ticket_draw';
}
