import { buildFrequency } from '../../../testing/build-result';
import { barPercent, frequenciesOf, mostDrawn } from './frequency';

describe('number frequency display', () => {
  it('scales bars to the most drawn number', () => {
    expect(barPercent(4, 8)).toBe(50);
    expect(barPercent(8, 8)).toBe(100);
    expect(barPercent(1, 3)).toBe(33);
  });

  it('draws no bar when nothing was drawn', () => {
    expect(barPercent(0, 0)).toBe(0);
  });

  it('finds the most drawn count', () => {
    expect(mostDrawn([buildFrequency({ timesDrawn: 2 }), buildFrequency({ timesDrawn: 7 }), buildFrequency({ timesDrawn: 0 })])).toBe(7);
    expect(mostDrawn([])).toBe(0);
  });

  it('lists hot or cold numbers in the API order with their counts, skipping unknown numbers', () => {
    const numbers = [buildFrequency({ number: 1, timesDrawn: 3 }), buildFrequency({ number: 2, timesDrawn: 9 }), buildFrequency({ number: 3, timesDrawn: 0 })];
    expect(frequenciesOf([2, 1, 44], numbers).map((entry) => [entry.number, entry.timesDrawn])).toEqual([
      [2, 9],
      [1, 3],
    ]);
  });
});
