import { limitDate } from './limit-date';

describe('limitDate', () => {
  it('reads "Sun 29 Nov, 10:00 am" on a Sydney site\'s clock', () => {
    expect(limitDate('2026-11-28T23:00:00Z', { locale: 'en-AU', timeZone: 'Australia/Sydney' })).toBe('Sun 29 Nov, 10:00 am');
  });

  it('uses the London clock for a London site', () => {
    expect(limitDate('2026-11-28T23:00:00Z', { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('Sat 28 Nov, 11:00 pm');
  });

  it("uses the site's own zone, not its locale's: an en-AU site in Perth", () => {
    expect(limitDate('2026-11-28T23:00:00Z', { locale: 'en-AU', timeZone: 'Australia/Perth' })).toBe('Sun 29 Nov, 7:00 am');
  });
});
