import { findOfferBySegment, offerPath } from './offer-path';

describe('offerPath', () => {
  it("uses the offer's url, or the alias for the site's sub-variant", () => {
    const offer = { url: 'oz-lotto', urlAliases: [{ subvariant: 'GB', url: 'uk-lotto' }] };
    expect(offerPath(offer, 'AU')).toBe('/oz-lotto');
    expect(offerPath(offer, 'gb')).toBe('/uk-lotto');
  });
});

describe('findOfferBySegment', () => {
  const offers = [
    { key: 'oz_lotto', url: 'oz-lotto', urlAliases: [{ subvariant: 'GB', url: 'uk-lotto' }] },
    { key: 'powerball', url: 'powerball', urlAliases: [] },
  ];

  it('finds an offer by its path, url or key, ignoring case', () => {
    expect(findOfferBySegment(offers, 'uk-lotto', 'GB')?.key).toBe('oz_lotto');
    expect(findOfferBySegment(offers, 'Oz-Lotto', 'GB')?.key).toBe('oz_lotto');
    expect(findOfferBySegment(offers, 'oz_lotto', 'AU')?.key).toBe('oz_lotto');
    expect(findOfferBySegment(offers, 'no-such-lotto', 'AU')).toBeNull();
  });
});
