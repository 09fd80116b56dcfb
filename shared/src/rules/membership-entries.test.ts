import { GIVEAWAY_TYPES } from '../contract/membership';
import { countedEntries, entryEligibility, numberOfEntriesText } from './membership-entries';

describe('entryEligibility', () => {
  it('never enters a non-member, in any giveaway', () => {
    for (const type of GIVEAWAY_TYPES) {
      expect(entryEligibility('non-member', 'premium', type)).toEqual({ eligible: false, reason: 'not-a-member', entryStatus: 'locked', entries: 0, unlockable: false });
    }
  });

  it('holds a pending-deposit member locked with no counted entries until they deposit', () => {
    for (const type of GIVEAWAY_TYPES) expect(entryEligibility('pending-deposit', 'free', type)).toMatchObject({ eligible: false, reason: 'deposit-required', entries: 0 });
  });

  it('enters a free member in the daily and special giveaways with one entry each', () => {
    expect(entryEligibility('member', 'free', 'daily')).toEqual({ eligible: true, reason: null, entryStatus: 'unlocked', entries: 1, unlockable: false });
    expect(entryEligibility('member', 'free', 'special')).toMatchObject({ eligible: true, entryStatus: 'unlocked', entries: 1 });
  });

  it('lets a free member unlock the monthly giveaway, counting nothing before', () => {
    expect(entryEligibility('member', 'free', 'monthly')).toEqual({ eligible: true, reason: null, entryStatus: 'locked', entries: 0, unlockable: true });
    expect(countedEntries('unlocked', 'free', 'monthly')).toBe(1);
  });

  it('keeps the major and preview giveaways premium-only', () => {
    expect(entryEligibility('member', 'free', 'major')).toMatchObject({ eligible: false, reason: 'premium-only', entryStatus: 'locked' });
    expect(entryEligibility('member', 'free', 'preview')).toMatchObject({ eligible: false, reason: 'premium-only' });
  });

  it('guarantees a premium member more entries in every giveaway', () => {
    const entries = Object.fromEntries(GIVEAWAY_TYPES.map((type) => [type, entryEligibility('member', 'premium', type)]));
    for (const type of GIVEAWAY_TYPES) expect(entries[type]).toMatchObject({ eligible: true, entryStatus: 'guaranteed', unlockable: false });
    expect(Object.fromEntries(GIVEAWAY_TYPES.map((type) => [type, entries[type]!.entries]))).toEqual({ daily: 5, major: 10, monthly: 3, preview: 1, special: 2 });
  });
});

describe('numberOfEntriesText', () => {
  it('words the count', () => {
    expect([0, 1, 5].map(numberOfEntriesText)).toEqual(['No entries yet', '1 entry', '5 entries']);
  });
});
