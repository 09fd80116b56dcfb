import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { gameLabel } from './game-label';

const i18n = buildI18n(buildSite());

describe('gameLabel', () => {
  it('reads main numbers then the Powerball', () => {
    expect(gameLabel({ numbers: [3, 12, 18, 27, 33, 41], powerball: [7] }, 0, i18n)).toBe('Game 1: 3, 12, 18, 27, 33, 41, Powerball 7');
  });

  it('copes with a game without a Powerball, or without numbers', () => {
    expect(gameLabel({ numbers: [1, 2, 3] }, 1, i18n)).toBe('Game 2: 1, 2, 3');
    expect(gameLabel({}, 2, i18n)).toBe('Game 3: no numbers');
  });

  it('says which numbers matched once the draw is scored', () => {
    expect(gameLabel({ numbers: [3, 12, 18], powerball: [7] }, 0, i18n, { numbers: [3, 18], powerball: [7] })).toBe('Game 1: 3 (matched), 12, 18 (matched), Powerball 7 (matched)');
  });
});
