import { isProgrammeOn } from './programme-paths';

describe('membership programme paths', () => {
  it('needs the membership-program capability', () => {
    expect(isProgrammeOn(['membership-program'])).toBe(true);
    expect(isProgrammeOn(['membership-purchase'])).toBe(false);
  });
});
