import { isProgrammeOn, joinAction } from './programme-paths';

describe('membership programme paths', () => {
  it('needs the membership-program capability', () => {
    expect(isProgrammeOn(['membership-program'])).toBe(true);
    expect(isProgrammeOn(['membership-purchase'])).toBe(false);
  });

  it('chooses the call to action from the session and capabilities', () => {
    expect(joinAction(false, ['membership-program', 'membership-purchase'])).toEqual({ kind: 'sign-in', to: '/login?returnTo=%2Fdaily-winners' });
    expect(joinAction(true, ['membership-program', 'membership-purchase'])).toEqual({ kind: 'choose-tier', to: '/daily-winners/membership-tiers' });
    expect(joinAction(true, ['membership-program'])).toEqual({ kind: 'see-winners', to: '/daily-winners/winners' });
  });
});
