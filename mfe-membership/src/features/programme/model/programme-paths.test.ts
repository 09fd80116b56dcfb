import { createPathTo } from '@drawfront/shared/routes/path-to';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import { isProgrammeOn, joinAction } from './programme-paths';

const on = (capabilities: Capability[]) => createPathTo({ capabilities });

describe('membership programme paths', () => {
  it('needs the membership-program capability', () => {
    expect(isProgrammeOn(['membership-program'])).toBe(true);
    expect(isProgrammeOn(['membership-purchase'])).toBe(false);
  });

  it('chooses the call to action from the session and capabilities', () => {
    expect(joinAction(false, on(['membership-program', 'membership-purchase']))).toEqual({ kind: 'sign-in', to: '/login?returnTo=%2Fdaily-winners' });
    expect(joinAction(true, on(['membership-program', 'membership-purchase']))).toEqual({ kind: 'choose-tier', to: '/daily-winners/membership-tiers' });
    expect(joinAction(true, on(['membership-program']))).toEqual({ kind: 'see-winners', to: '/daily-winners/winners' });
  });
});
