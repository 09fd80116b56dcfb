import { DEFAULT_DRAW_WINDOW, DRAW_WINDOWS, parseDrawWindow } from './draw-window';

describe('statistics draw windows', () => {
  it('offers 10, 25, 50 and 100 draws, 25 by default', () => {
    expect(DRAW_WINDOWS).toEqual([10, 25, 50, 100]);
    expect(DEFAULT_DRAW_WINDOW).toBe(25);
  });

  it('reads an offered window from the address', () => {
    expect(parseDrawWindow('50')).toBe(50);
    expect(parseDrawWindow('100')).toBe(100);
  });

  it('reads a missing or unoffered window as the default', () => {
    for (const raw of [null, '', '7', '1000', 'all', '50.0']) expect(parseDrawWindow(raw)).toBe(25);
  });
});
