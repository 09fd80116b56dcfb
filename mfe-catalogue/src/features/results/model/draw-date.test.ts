import { formatDrawDate } from './draw-date';

describe('draw dates', () => {
  it('shows the date a Sydney draw happened on, even when UTC is already a day behind', () => {
    expect(formatDrawDate('2030-03-01T08:30:00.000Z', { locale: 'en-AU', timeZone: 'Australia/Sydney' })).toBe('Friday, 1 March 2030');
  });

  it("shows a London site's draws on the London calendar", () => {
    expect(formatDrawDate('2030-03-31T23:30:00.000Z', { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('Monday, 1 April 2030');
  });

  it("shows a Perth site's draws on Perth's calendar, where 11 pm in Sydney is still 8 pm", () => {
    expect(formatDrawDate('2030-03-01T12:00:00.000Z', { locale: 'en-AU', timeZone: 'Australia/Sydney' })).toBe('Friday, 1 March 2030');
    expect(formatDrawDate('2030-02-28T14:30:00.000Z', { locale: 'en-AU', timeZone: 'Australia/Sydney' })).toBe('Friday, 1 March 2030');
    expect(formatDrawDate('2030-02-28T14:30:00.000Z', { locale: 'en-AU', timeZone: 'Australia/Perth' })).toBe('Thursday, 28 February 2030');
  });
});
