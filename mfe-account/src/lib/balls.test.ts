import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { ballText, gameBalls, winningBalls } from './balls';

const i18n = buildI18n(buildSite());

describe('gameBalls', () => {
  it('marks main picks that match a winning number or a supplementary, and a matching Powerball', () => {
    const balls = gameBalls({ numbers: [3, 5, 12], powerball: [7] }, { numbers: [12], supplementary: [5], powerball: [7] });
    expect(balls).toEqual([
      { number: 3, kind: 'main', matched: null },
      { number: 5, kind: 'main', matched: 'supplementary' },
      { number: 12, kind: 'main', matched: 'main' },
      { number: 7, kind: 'powerball', matched: 'powerball' },
    ]);
  });

  it('marks nothing before the draw is scored', () => {
    expect(gameBalls({ numbers: [3], powerball: [7] }).every((ball) => ball.matched === null)).toBe(true);
  });
});

describe('ballText', () => {
  it('says what each ball is and whether it matched', () => {
    const [three, five, twelve, powerball] = gameBalls({ numbers: [3, 5, 12], powerball: [7] }, { numbers: [12], supplementary: [5], powerball: [7] });
    expect([three, five, twelve, powerball].map((ball) => ballText(ball!, i18n))).toEqual(['3', '5 (matched supplementary)', '12 (matched)', 'Powerball 7 (matched)']);
  });

  it('names the winning supplementaries and Powerball', () => {
    expect(winningBalls({ numbers: [1, 2], supplementary: [9], powerball: [4] }).map((ball) => ballText(ball, i18n))).toEqual(['1', '2', 'Supplementary 9', 'Powerball 4']);
  });
});
