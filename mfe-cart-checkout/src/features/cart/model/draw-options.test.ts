import { drawOptionsFor } from './draw-options';

describe('draw options', () => {
  it('offers the line’s own draw options, always with the current count', () => {
    expect(drawOptionsFor({ numDraws: 2, drawOptions: [1, 2, 3] })).toEqual([1, 2, 3]);
    expect(drawOptionsFor({ numDraws: 1, drawOptions: [1] })).toEqual([1]);
    expect(drawOptionsFor({ numDraws: 5, drawOptions: [1, 2, 4] })).toEqual([1, 2, 4, 5]);
  });

  it('offers only the current count when the line does not say which it sells (never a guessed 1/2/4/8)', () => {
    expect(drawOptionsFor({ numDraws: 1 })).toEqual([1]);
  });
});
