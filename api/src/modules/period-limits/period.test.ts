import { periodBounds } from './period';

const SYDNEY = 'Australia/Sydney';
const bounds = (period: Parameters<typeof periodBounds>[0], iso: string) => {
  const { start, end } = periodBounds(period, new Date(iso), SYDNEY);
  return [start.toISOString(), end.toISOString()];
};

describe('periodBounds in Australia/Sydney', () => {
  it('starts a day at local midnight (AEST, UTC+10) and ends at the next', () => {
    expect(bounds('daily', '2025-06-18T03:00:00Z')).toEqual(['2025-06-17T14:00:00.000Z', '2025-06-18T14:00:00.000Z']);
  });

  it('puts an instant exactly at local midnight in the day it starts, and one just before in the day before', () => {
    expect(bounds('daily', '2025-06-17T14:00:00Z')[0]).toBe('2025-06-17T14:00:00.000Z');
    expect(bounds('daily', '2025-06-17T13:59:59.999Z')[0]).toBe('2025-06-16T14:00:00.000Z');
  });

  it('makes the day daylight saving ends (first Sunday of April) 25 hours long', () => {
    // 6 April 2025: clocks go back from 03:00 AEDT to 02:00 AEST.
    expect(bounds('daily', '2025-04-06T05:00:00Z')).toEqual(['2025-04-05T13:00:00.000Z', '2025-04-06T14:00:00.000Z']);
  });

  it('makes the day daylight saving starts (first Sunday of October) 23 hours long', () => {
    // 5 October 2025: clocks go forward from 02:00 AEST to 03:00 AEDT.
    expect(bounds('daily', '2025-10-05T05:00:00Z')).toEqual(['2025-10-04T14:00:00.000Z', '2025-10-05T13:00:00.000Z']);
  });

  it('runs a week from Monday 00:00 to the next Monday, whatever day it is', () => {
    // Wednesday 18 June 2025.
    expect(bounds('weekly', '2025-06-18T03:00:00Z')).toEqual(['2025-06-15T14:00:00.000Z', '2025-06-22T14:00:00.000Z']);
    // Sunday 22 June 23:30 local is still that week; Monday 00:00 starts the next.
    expect(bounds('weekly', '2025-06-22T13:30:00Z')[0]).toBe('2025-06-15T14:00:00.000Z');
    expect(bounds('weekly', '2025-06-22T14:00:00Z')[0]).toBe('2025-06-22T14:00:00.000Z');
  });

  it('gives the weeks across both daylight-saving changes their local Monday midnights', () => {
    // Monday 31 March 2025 (AEDT) to Monday 7 April (AEST): 169 hours.
    expect(bounds('weekly', '2025-04-06T05:00:00Z')).toEqual(['2025-03-30T13:00:00.000Z', '2025-04-06T14:00:00.000Z']);
    // Monday 29 September 2025 (AEST) to Monday 6 October (AEDT): 167 hours.
    expect(bounds('weekly', '2025-10-05T05:00:00Z')).toEqual(['2025-09-28T14:00:00.000Z', '2025-10-05T13:00:00.000Z']);
  });

  it('rolls a week over a month and a year end', () => {
    // Wednesday 31 December 2025: the week runs Monday 29 December to Monday 5 January 2026 (AEDT, UTC+11).
    expect(bounds('weekly', '2025-12-31T01:00:00Z')).toEqual(['2025-12-28T13:00:00.000Z', '2026-01-04T13:00:00.000Z']);
  });

  it('runs a month from the 1st 00:00 to the next 1st, across a daylight-saving change and a year end', () => {
    expect(bounds('monthly', '2025-04-20T00:00:00Z')).toEqual(['2025-03-31T13:00:00.000Z', '2025-04-30T14:00:00.000Z']);
    expect(bounds('monthly', '2025-10-20T00:00:00Z')).toEqual(['2025-09-30T14:00:00.000Z', '2025-10-31T13:00:00.000Z']);
    expect(bounds('monthly', '2025-12-31T12:59:00Z')).toEqual(['2025-11-30T13:00:00.000Z', '2025-12-31T13:00:00.000Z']);
    expect(bounds('monthly', '2025-12-31T13:00:00Z')).toEqual(['2025-12-31T13:00:00.000Z', '2026-01-31T13:00:00.000Z']);
  });

  it('starts the spend week where the pre-commitment week starts (Monday 00:00)', () => {
    expect(bounds('weekly', '2025-02-16T12:00:00Z')[0]).toBe('2025-02-09T13:00:00.000Z');
  });
});
