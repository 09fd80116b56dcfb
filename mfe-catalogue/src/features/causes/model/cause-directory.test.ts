import { buildOffer } from '../../../testing/build-offer';
import { causeDirectory, causeEntries, findCause } from './cause-directory';

const kids = { key: 'kids_hospital', urlSlug: 'kids-hospital', name: 'Kids Hospital Fund', description: 'Ward equipment.' };
const rescue = { key: 'coastal_rescue', urlSlug: 'coastal-rescue', name: 'Coastal Rescue', description: 'Boats.' };

describe('cause directory', () => {
  const a = buildOffer({ key: 'a', causes: [kids, rescue] });
  const b = buildOffer({ key: 'b', causes: [kids] });
  const gone = buildOffer({ key: 'gone', causes: [{ ...kids, key: 'old', urlSlug: 'old' }], suspended: true });

  it('lists each cause once with the offers on sale that support it', () => {
    const directory = causeDirectory([a, b, gone]);
    expect(directory.map((entry) => [entry.cause.key, entry.offers.map((offer) => offer.key)])).toEqual([
      ['kids_hospital', ['a', 'b']],
      ['coastal_rescue', ['a']],
    ]);
  });

  it('finds a cause by slug, or by key with hyphens (the spec lookup fallback)', () => {
    const directory = causeDirectory([a, b]);
    expect(findCause(directory, 'kids-hospital')?.cause.key).toBe('kids_hospital');
    expect(findCause(directory, 'Coastal-Rescue')?.cause.key).toBe('coastal_rescue');
    expect(findCause(directory, 'nowhere')).toBeNull();
  });
});

describe('cause entries from GET /causes', () => {
  const a = buildOffer({ key: 'a', causes: [kids] });
  const gone = buildOffer({ key: 'gone', causes: [rescue], suspended: true });

  it('keeps the API order, joins each cause to its offers on sale, and leaves out a cause with none', () => {
    const entries = causeEntries([{ ...rescue, offerKeys: ['gone'] }, { ...kids, offerKeys: ['a', 'unknown'] }], [a, gone]);
    expect(entries).toEqual([{ cause: kids, offers: [a] }]);
  });
});
