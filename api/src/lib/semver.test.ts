import { compareSemver, SEMVER_PATTERN } from './semver';

describe('semantic versions', () => {
  it('orders by major, minor and patch numerically, a pre-release before its release', () => {
    expect(['1.10.0', '1.2.0', '2.0.0-rc.1', '1.9.1', '2.0.0', '0.9.0'].sort(compareSemver)).toEqual(['0.9.0', '1.2.0', '1.9.1', '1.10.0', '2.0.0-rc.1', '2.0.0']);
    expect(compareSemver('1.0.0+build.5', '1.0.0')).toBe(0);
  });

  it.each(['1.0.0', '0.0.1', '10.20.30', '1.0.0-rc.1', '1.0.0+sha.abc'])('accepts %s', (version) => expect(new RegExp(SEMVER_PATTERN).test(version)).toBe(true));
  it.each(['1.0', 'v1.0.0', '01.0.0', '1.0.0.0', 'latest', ''])('refuses %s', (version) => expect(new RegExp(SEMVER_PATTERN).test(version)).toBe(false));
});
