import { noticeTime } from './notice-time';

const now = Date.parse('2030-01-06T09:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MINUTE = 60_000;
const SYDNEY = { locale: 'en-AU', timeZone: 'Australia/Sydney' } as const;
const LONDON = { locale: 'en-GB', timeZone: 'Europe/London' } as const;
const PERTH = { locale: 'en-AU', timeZone: 'Australia/Perth' } as const;

describe('noticeTime', () => {
  it.each([
    [ago(20_000), 'now'],
    [ago(5 * MINUTE), '5 minutes ago'],
    [ago(59 * MINUTE), '59 minutes ago'],
    [ago(3 * 60 * MINUTE), '3 hours ago'],
    [ago(25 * 60 * MINUTE), 'yesterday'],
    [ago(6 * 24 * 60 * MINUTE), '6 days ago'],
  ])('says %s relatively within a week: "%s"', (createdAt, expected) => {
    expect(noticeTime(createdAt, now, SYDNEY)).toBe(expected);
  });

  it("gives the date and time in the site's time zone after a week", () => {
    // 2029-12-20 09:00 UTC is 8:00 pm in Sydney (AEDT) and 9:00 am in London.
    expect(noticeTime('2029-12-20T09:00:00.000Z', now, SYDNEY)).toBe('20 Dec 2029, 8:00 pm');
    expect(noticeTime('2029-12-20T09:00:00.000Z', now, LONDON)).toBe('20 Dec 2029, 09:00');
    // An en-AU site in Perth is on Perth's clock (UTC+8), not Sydney's.
    expect(noticeTime('2029-12-20T09:00:00.000Z', now, PERTH)).toBe('20 Dec 2029, 5:00 pm');
  });

  it('says "now" for a notice stamped a little ahead of this clock, and shows a time it cannot read as it came', () => {
    expect(noticeTime(new Date(now + 90_000).toISOString(), now, SYDNEY)).toBe('now');
    expect(noticeTime('not a time', now, SYDNEY)).toBe('not a time');
  });
});
