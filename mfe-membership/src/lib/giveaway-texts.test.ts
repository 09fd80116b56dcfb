import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { entryText, giveawayTime } from './giveaway-texts';

const i18n = buildI18n(buildSite());
const entry = { drawId: 'd', entryStatus: 'unlocked' as const, entries: 1, numberOfEntriesText: '1 entry', unlockRequest: null, won: false };

describe('giveawayTime', () => {
  it('reads in en-AU on Sydney time', () => {
    expect(giveawayTime('2026-11-24T09:00:00.000Z', { locale: 'en-AU', timeZone: 'Australia/Sydney' })).toBe('Tuesday, 24 November 2026 at 8:00 pm');
  });
});

describe('entryText', () => {
  it('words each state of an entry', () => {
    expect(entryText(null, 'open', i18n)).toBe('Members only');
    expect(entryText(entry, 'open', i18n)).toBe("You're in: 1 entry");
    expect(entryText({ ...entry, entryStatus: 'guaranteed', numberOfEntriesText: '5 entries' }, 'open', i18n)).toBe('Guaranteed: 5 entries');
    expect(entryText({ ...entry, entryStatus: 'locked', unlockRequest: 'pending' }, 'open', i18n)).toBe('Unlock requested: pending');
    expect(entryText({ ...entry, entryStatus: 'locked', numberOfEntriesText: 'No entries yet' }, 'open', i18n)).toBe('Locked');
    expect(entryText({ ...entry, won: true }, 'drawn', i18n)).toBe('You won!');
    expect(entryText(entry, 'drawn', i18n)).toBe('Not this time (1 entry)');
  });
});
