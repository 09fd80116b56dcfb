import { extendsPlayBreak, isPlayBreakActive, PLAY_BREAK_OPTIONS, playBreakEndsAt, playBreakNotice, playBreakNotShortenedMessage } from './play-break';

const at = (iso: string) => new Date(iso);

describe('playBreakEndsAt', () => {
  it.each([
    ['24_hours', '2026-11-24T10:15:00.000Z', '2026-11-25T10:15:00.000Z'],
    ['7_days', '2026-11-24T10:15:00.000Z', '2026-12-01T10:15:00.000Z'],
    ['30_days', '2026-11-24T10:15:00.000Z', '2026-12-24T10:15:00.000Z'],
    ['6_months', '2026-11-24T10:15:00.000Z', '2027-05-24T10:15:00.000Z'],
    ['6_months', '2026-08-31T23:00:00.000Z', '2027-02-28T23:00:00.000Z'],
    ['6_months', '2027-08-31T23:00:00.000Z', '2028-02-29T23:00:00.000Z'],
    ['1_year', '2028-02-29T01:00:00.000Z', '2029-02-28T01:00:00.000Z'],
    ['5_years', '2026-11-24T10:15:00.000Z', '2031-11-24T10:15:00.000Z'],
  ] as const)('%s from %s ends at %s', (period, from, end) => {
    expect(playBreakEndsAt(period, at(from))?.toISOString()).toBe(end);
  });

  it('never ends a permanent self-exclusion', () => {
    expect(playBreakEndsAt('permanent', at('2026-11-24T10:15:00Z'))).toBeNull();
  });

  it('offers four breaks, then three self-exclusions', () => {
    expect(PLAY_BREAK_OPTIONS.map((option) => option.kind)).toEqual(['break', 'break', 'break', 'break', 'self_exclusion', 'self_exclusion', 'self_exclusion']);
  });
});

describe('isPlayBreakActive', () => {
  const week = { startsAt: '2026-11-24T10:00:00Z', endsAt: '2026-12-01T10:00:00Z' };
  it('is in force from its start up to, not including, its end', () => {
    expect(isPlayBreakActive(week, at('2026-11-24T09:59:59Z'))).toBe(false);
    expect(isPlayBreakActive(week, at('2026-11-24T10:00:00Z'))).toBe(true);
    expect(isPlayBreakActive(week, at('2026-12-01T09:59:59Z'))).toBe(true);
    expect(isPlayBreakActive(week, at('2026-12-01T10:00:00Z'))).toBe(false);
  });
  it('keeps a permanent exclusion in force and treats no break as none', () => {
    expect(isPlayBreakActive({ startsAt: '2026-11-24T10:00:00Z', endsAt: null }, at('2090-01-01T00:00:00Z'))).toBe(true);
    expect(isPlayBreakActive(null, at('2026-11-24T10:00:00Z'))).toBe(false);
  });
});

describe('extendsPlayBreak', () => {
  const current = { endsAt: '2026-12-01T10:00:00.000Z' };
  it('accepts only a period that ends later', () => {
    expect(extendsPlayBreak(current, at('2026-12-01T10:00:01Z'))).toBe(true);
    expect(extendsPlayBreak(current, at('2026-12-01T10:00:00Z'))).toBe(false);
    expect(extendsPlayBreak(current, at('2026-11-30T10:00:00Z'))).toBe(false);
    expect(extendsPlayBreak(current, null)).toBe(true);
  });
  it('accepts nothing after a permanent exclusion', () => {
    expect(extendsPlayBreak({ endsAt: null }, null)).toBe(false);
  });
});

describe('playBreakNotice', () => {
  it('says until when, in the site zone, and what still works', () => {
    expect(playBreakNotice({ kind: 'break', endsAt: '2026-12-01T03:30:00Z' }, 'en-AU', 'Australia/Sydney')).toBe(
      "You're taking a break from play until Tuesday 1 December 2026 at 2:30 pm. You can still see your tickets, collect prizes and withdraw.",
    );
  });
  it('words a permanent self-exclusion without a date', () => {
    expect(playBreakNotice({ kind: 'self_exclusion', endsAt: null }, 'en-AU', 'Australia/Sydney')).toBe(
      "You've excluded yourself from play permanently. You can still see your tickets, collect prizes and withdraw.",
    );
  });
  it('explains why a shorter period is refused', () => {
    expect(playBreakNotShortenedMessage({ kind: 'self_exclusion', endsAt: null }, 'en-AU', 'Australia/Sydney')).toBe(
      "You're already excluded from play permanently. A break can't be shortened: choose a period that ends later.",
    );
  });
});
