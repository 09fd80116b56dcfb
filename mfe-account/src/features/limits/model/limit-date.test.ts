import { limitDate } from './limit-date';

describe('limitDate', () => {
  it('reads "Sun 29 Nov, 10:00 am" on the Sydney clock for en-AU', () => {
    expect(limitDate('2026-11-28T23:00:00Z', { locale: 'en-AU' })).toBe('Sun 29 Nov, 10:00 am');
  });

  it('uses the London clock for en-GB', () => {
    expect(limitDate('2026-11-28T23:00:00Z', { locale: 'en-GB' })).toBe('Sat 28 Nov, 11:00 pm');
  });
});
