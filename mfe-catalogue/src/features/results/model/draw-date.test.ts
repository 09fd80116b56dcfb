import { formatDrawDate } from './draw-date';

describe('draw dates', () => {
  it('shows the date a Sydney draw happened on, even when UTC is already a day behind', () => {
    expect(formatDrawDate('2030-03-01T08:30:00.000Z', 'en-AU')).toBe('Friday, 1 March 2030');
  });

  it('shows en-GB draws on the London calendar', () => {
    expect(formatDrawDate('2030-03-31T23:30:00.000Z', 'en-GB')).toBe('Monday, 1 April 2030');
  });
});
