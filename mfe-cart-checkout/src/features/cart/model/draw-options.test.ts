import { drawOptionsFor } from './draw-options';

describe('draw options', () => {
  it('offers 1/2/4/8 draws or the offer’s own options, always with the current count', () => {
    expect(drawOptionsFor({ numDraws: 1 })).toEqual([1, 2, 4, 8]);
    expect(drawOptionsFor({ numDraws: 5 })).toEqual([1, 2, 4, 5, 8]);
    expect(drawOptionsFor({ numDraws: 2 }, [1, 2, 3])).toEqual([1, 2, 3]);
  });
});
