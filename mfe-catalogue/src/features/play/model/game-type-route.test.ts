import { gameTypeFromSuffix } from './game-type-route';

describe('gameTypeFromSuffix', () => {
  it('reads no suffix and "standard" as the standard game', () => {
    expect(gameTypeFromSuffix(undefined)).toBe('standard');
    expect(gameTypeFromSuffix('standard')).toBe('standard');
  });

  it("maps the spec's suffixes to their game types and unknown ones to null", () => {
    expect(gameTypeFromSuffix('systems')).toBe('reduced_system');
    expect(gameTypeFromSuffix('boxed')).toBe('strike_boxed');
    expect(gameTypeFromSuffix('super-combos')).toBe('mega_combo');
    expect(gameTypeFromSuffix('subscriptions')).toBe('deferred');
    expect(gameTypeFromSuffix('reduced_system')).toBeNull();
    expect(gameTypeFromSuffix('bingo')).toBeNull();
  });
});
