import { drawDateText } from './draw-date-text';

const enAU = { locale: 'en-AU' as const, timeZone: 'Australia/Sydney' };
// Thursday 26 November 2026, 10:00 in Sydney (UTC+11).
const now = new Date('2026-11-25T23:00:00Z');

describe('drawDateText', () => {
  it('leads an upcoming draw with the shared draw-day label', () => {
    // Saturday 28 November 2026, 19:30 in Sydney.
    expect(drawDateText('2026-11-28T08:30:00Z', 'upcoming', now, enAU)).toMatch(/^This Saturday, 28 November 2026 at 7:30\s?pm$/);
    expect(drawDateText('2026-11-26T08:30:00Z', 'upcoming', now, enAU)).toMatch(/^Tonight, /);
  });

  it('shows the date once when the label is the date', () => {
    expect(drawDateText('2027-01-09T08:30:00Z', 'upcoming', now, enAU)).toMatch(/^Saturday,? 9 January 2027 at 7:30\s?pm$/);
  });

  it('gives past draws no relative label', () => {
    expect(drawDateText('2026-11-26T08:30:00Z', 'past', now, enAU)).toMatch(/^Thursday,? 26 November 2026 at 7:30\s?pm$/);
  });
});
