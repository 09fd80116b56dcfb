import { offerPath } from './offer-path';

describe('offerPath', () => {
  it("uses the offer's url, or the alias for the site's sub-variant", () => {
    const offer = { url: 'oz-lotto', urlAliases: [{ subvariant: 'GB', url: 'uk-lotto' }] };
    expect(offerPath(offer, 'AU')).toBe('/oz-lotto');
    expect(offerPath(offer, 'gb')).toBe('/uk-lotto');
  });
});
