import type { DrawResultSummary } from '@drawfront/shared/contract/draws';
import { buildResult } from '../../../testing/build-result';
import { isRaffleResult, resultsOfKind } from './result-kind';

describe('results by kind', () => {
  const lotto = buildResult({ offerKey: 'oz-lotto' });
  const raffle = buildResult({ offerKey: 'surf-raffle', drawType: 'raffle_ticket_draw', brandKind: 'Raffle' });
  const powerball = buildResult({ offerKey: 'powerball' });
  const results: DrawResultSummary[] = [lotto, raffle, powerball];
  const keys = { lotteries: ['powerball', 'oz-lotto'], raffles: ['surf-raffle'] };

  it('keeps every result, in the API order, for "all"', () => {
    expect(resultsOfKind(results, keys, 'all')).toEqual([lotto, raffle, powerball]);
  });

  it('keeps the lotteries or the raffles the result keys name, in the API order', () => {
    expect(resultsOfKind(results, keys, 'lotteries')).toEqual([lotto, powerball]);
    expect(resultsOfKind(results, keys, 'raffles')).toEqual([raffle]);
  });

  it('drops a result whose offer the keys do not list', () => {
    expect(resultsOfKind(results, { lotteries: [], raffles: [] }, 'lotteries')).toEqual([]);
  });

  it('tells a raffle result by its draw type', () => {
    expect(isRaffleResult(raffle)).toBe(true);
    expect(isRaffleResult(lotto)).toBe(false);
  });
});
