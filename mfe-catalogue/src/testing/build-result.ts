import type { DivisionResult, DrawDetails, DrawResultSummary, FairnessProof, NumberFrequency, NumberStatistics, PastResults, RaffleWinner } from '@drawfront/shared/contract/draws';

/**
 * Test data builders for draw results (STYLE.md: builders, not copied JSON). Only tests import this
 * file. Defaults describe Oz Lotto draw 1500, drawn on Tuesday 1 January 2030 in Sydney, with a
 * $10 million jackpot that nobody won.
 */

export function buildResult(overrides: Partial<DrawResultSummary> = {}): DrawResultSummary {
  return {
    offerKey: 'oz-lotto',
    offerName: 'Oz Lotto',
    offerUrl: 'oz-lotto',
    drawType: 'lottery_ticket_draw',
    brandKind: 'Lotto',
    drawNo: 1500,
    drawDate: '2030-01-01T08:30:00.000Z',
    status: 'DRAW_PAID',
    numbers: { numbers: [3, 11, 19, 24, 33, 40, 45], supplementary: [7, 28] },
    jackpot: { amount: 1_000_000_000, currency: 'AUD' },
    jackpotSuffix: null,
    jackpotRolledOver: true,
    ...overrides,
  };
}

/** `count` results of one offer, newest first, one week apart from draw `firstDrawNo` down. */
export function buildResults(count: number, firstDrawNo = 1500, overrides: Partial<DrawResultSummary> = {}): DrawResultSummary[] {
  return Array.from({ length: count }, (_, index) =>
    buildResult({ drawNo: firstDrawNo - index, drawDate: new Date(Date.UTC(2030, 0, 1, 8, 30) - index * 7 * 86_400_000).toISOString(), ...overrides }),
  );
}

export function buildPastResults(results: DrawResultSummary[], pageInfo: Partial<PastResults['pageInfo']> = {}): PastResults {
  return { results, pageInfo: { limit: 5, offset: 0, total: results.length, ...pageInfo } };
}

export function buildDivision(overrides: Partial<DivisionResult> = {}): DivisionResult {
  return { division: 1, description: '7 numbers', winners: 0, prize: null, ...overrides };
}

export function buildFairness(overrides: Partial<FairnessProof> = {}): FairnessProof {
  return {
    algorithm: 'sha256-counter-rejection-v1',
    seedHash: 'a3f1c9e2'.repeat(8),
    seed: '5b7d0e44'.repeat(8),
    barrels: [
      {
        min: 1,
        max: 47,
        sets: [
          { key: 'numbers', count: 7 },
          { key: 'supplementary', count: 2 },
        ],
      },
    ],
    ...overrides,
  };
}

export function buildRaffleWinner(overrides: Partial<RaffleWinner> = {}): RaffleWinner {
  return { rank: 1, ticketNumber: 10423, prizeDescription: 'Gold Coast house', prize: { amount: 150_000_000, currency: 'AUD' }, winnerName: 'Jane S.', ...overrides };
}

export function buildDrawDetails(overrides: Partial<DrawDetails> = {}): DrawDetails {
  return {
    ...buildResult(),
    divisions: [
      buildDivision({ division: 1, description: '7 numbers', winners: 0, prize: { amount: 1_000_000_000, currency: 'AUD' } }),
      buildDivision({ division: 2, description: '6 numbers + 1 supplementary', winners: 3, prize: { amount: 4_512_345, currency: 'AUD' } }),
    ],
    totalWinners: 3,
    totalPrizes: { amount: 13_537_035, currency: 'AUD' },
    raffleWinners: [],
    fairness: buildFairness(),
    previousDrawNo: 1499,
    nextDrawNo: null,
    ...overrides,
  };
}

export function buildFrequency(overrides: Partial<NumberFrequency> = {}): NumberFrequency {
  return { number: 1, timesDrawn: 0, lastDrawnNo: null, lastDrawnDate: null, drawsSince: 25, ...overrides };
}

/** Statistics over 25 draws of one set of 1–`max`, number n drawn n % 5 times (so 4, 9, 14… are hot). */
export function buildStatistics(max = 10, overrides: Partial<NumberStatistics> = {}): NumberStatistics {
  const numbers = Array.from({ length: max }, (_, index) => {
    const number = index + 1;
    const timesDrawn = number % 5;
    return timesDrawn
      ? buildFrequency({ number, timesDrawn, lastDrawnNo: 1500 - number, lastDrawnDate: '2029-12-01T08:30:00.000Z', drawsSince: number })
      : buildFrequency({ number, drawsSince: 25 });
  });
  return {
    offerKey: 'oz-lotto',
    drawsCounted: 25,
    firstDrawNo: 1476,
    lastDrawNo: 1500,
    sets: [{ key: 'numbers', min: 1, max, numbers, hot: [9, 4], cold: [10, 5] }],
    ...overrides,
  };
}
