import { numberStatistics } from './number-statistics';

const machine = { barrels: [{ min: 1, max: 8, sets: [{ key: 'numbers' as const, count: 2 }] }, { min: 1, max: 3, sets: [{ key: 'powerball' as const, count: 1 }] }] };
const at = (day: number) => new Date(Date.UTC(2030, 0, day, 9));
// Newest first: draw 12 drew 1 and 2, draw 11 drew 2 and 3, draw 10 drew 2 and 4.
const draws = [
  { drawNo: 12, drawDate: at(12), result: { numbers: [1, 2], powerball: [3] } },
  { drawNo: 11, drawDate: at(11), result: { numbers: [2, 3], powerball: [3] } },
  { drawNo: 10, drawDate: at(10), result: { numbers: [2, 4], powerball: [1] } },
];

describe('numberStatistics', () => {
  it('counts each ball, when it last came up and how many draws ago', () => {
    const stats = numberStatistics('demo', machine, draws);
    const [numbers] = stats.sets;
    expect(numbers!.numbers.slice(0, 5)).toEqual([
      { number: 1, timesDrawn: 1, lastDrawnNo: 12, lastDrawnDate: at(12).toISOString(), drawsSince: 0 },
      { number: 2, timesDrawn: 3, lastDrawnNo: 12, lastDrawnDate: at(12).toISOString(), drawsSince: 0 },
      { number: 3, timesDrawn: 1, lastDrawnNo: 11, lastDrawnDate: at(11).toISOString(), drawsSince: 1 },
      { number: 4, timesDrawn: 1, lastDrawnNo: 10, lastDrawnDate: at(10).toISOString(), drawsSince: 2 },
      { number: 5, timesDrawn: 0, lastDrawnNo: null, lastDrawnDate: null, drawsSince: 3 },
    ]);
    expect(stats).toMatchObject({ offerKey: 'demo', drawsCounted: 3, firstDrawNo: 10, lastDrawNo: 12 });
  });

  it('lists hot numbers by count, ties to the most recent, and cold ones by count, ties to the longest absent', () => {
    const [numbers, powerball] = numberStatistics('demo', machine, draws).sets;
    expect(numbers!.hot).toEqual([2, 1, 3, 4]);
    expect(numbers!.cold).toEqual([5, 6, 7, 8, 4, 3]);
    expect(powerball).toMatchObject({ key: 'powerball', min: 1, max: 3, hot: [3, 1], cold: [2, 1, 3] });
  });

  it('has no hot or cold numbers before any draw', () => {
    const stats = numberStatistics('demo', machine, []);
    expect(stats).toMatchObject({ drawsCounted: 0, firstDrawNo: null, lastDrawNo: null });
    expect(stats.sets.map((set) => [set.hot, set.cold])).toEqual([[[], []], [[], []]]);
  });
});
