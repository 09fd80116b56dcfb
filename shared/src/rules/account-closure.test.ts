import { ACCOUNT_CLOSURE_OPTIONS, ACCOUNT_CLOSURE_REASONS, recordsKeptUntil, suggestsPlayBreak } from './account-closure';

describe('recordsKeptUntil', () => {
  it.each([
    ['2026-11-24T10:15:00.000Z', '2033-11-24T10:15:00.000Z'],
    ['2028-02-29T23:30:00.000Z', '2035-03-01T23:30:00.000Z'],
    ['2026-12-31T23:59:59.999Z', '2033-12-31T23:59:59.999Z'],
  ])('keeps records of an account closed at %s until %s', (closedAt, until) => {
    expect(recordsKeptUntil(new Date(closedAt)).toISOString()).toBe(until);
  });
});

describe('account closure reasons', () => {
  it('offers each reason once, "Another reason" last', () => {
    expect(new Set(ACCOUNT_CLOSURE_REASONS).size).toBe(ACCOUNT_CLOSURE_OPTIONS.length);
    expect(ACCOUNT_CLOSURE_OPTIONS.at(-1)).toEqual({ reason: 'other', label: 'Another reason' });
  });

  it('points the reasons about play and money to a break first', () => {
    expect(ACCOUNT_CLOSURE_REASONS.filter(suggestsPlayBreak)).toEqual(['gambling_concerns', 'too_expensive']);
  });
});
