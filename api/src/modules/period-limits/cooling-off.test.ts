import { coolingOffEnd, planSet, settle } from './cooling-off';
import type { PeriodLimitRecord } from './cooling-off';

const NOW = new Date('2025-06-18T03:00:00Z');
const LATER = new Date('2025-06-22T03:00:00Z');
const record = (limit: number, pending: PeriodLimitRecord['pending'] = null): PeriodLimitRecord => ({ id: 'l1', period: 'daily', limit, pending });

describe('settle', () => {
  it('keeps a limit with no pending change, or one whose cooling-off period has not ended', () => {
    expect(settle(record(2000), NOW)).toEqual(record(2000));
    const waiting = record(2000, { limit: 5000, effectiveAt: LATER });
    expect(settle(waiting, NOW)).toEqual(waiting);
  });

  it('applies a raise once its time has come (at that instant exactly)', () => {
    expect(settle(record(2000, { limit: 5000, effectiveAt: NOW }), NOW)).toEqual(record(5000));
  });

  it('ends a limit whose removal has come due', () => {
    expect(settle(record(2000, { limit: null, effectiveAt: NOW }), LATER)).toBeNull();
  });
});

describe('planSet', () => {
  it('creates a first limit at once', () => {
    expect(planSet(null, 2000, NOW)).toEqual({ kind: 'create', limit: 2000 });
  });

  it('applies a lower limit at once, dropping any pending loosening', () => {
    expect(planSet(record(2000), 1500, NOW)).toEqual({ kind: 'apply', limit: 1500 });
    expect(planSet(record(2000, { limit: 9000, effectiveAt: LATER }), 1500, NOW)).toEqual({ kind: 'apply', limit: 1500 });
    expect(planSet(record(2000, { limit: null, effectiveAt: LATER }), 1500, NOW)).toEqual({ kind: 'apply', limit: 1500 });
  });

  it('does nothing for the current limit without a pending change, and cancels one with it', () => {
    expect(planSet(record(2000), 2000, NOW)).toEqual({ kind: 'none' });
    expect(planSet(record(2000, { limit: 9000, effectiveAt: LATER }), 2000, NOW)).toEqual({ kind: 'apply', limit: 2000 });
  });

  it('holds a raise for the cooling-off period (7 × 24 hours)', () => {
    expect(planSet(record(2000), 5000, NOW)).toEqual({ kind: 'pend', limit: 5000, effectiveAt: new Date('2025-06-25T03:00:00Z') });
    expect(coolingOffEnd(new Date('2025-09-30T03:00:00Z')).getTime() - new Date('2025-09-30T03:00:00Z').getTime()).toBe(7 * 86_400_000);
  });

  it('keeps the date when the pending change is asked for again or replaced by a tighter one, and restarts it for a looser one', () => {
    const raise = record(2000, { limit: 5000, effectiveAt: LATER });
    expect(planSet(raise, 5000, NOW)).toEqual({ kind: 'none' });
    expect(planSet(raise, 4000, NOW)).toEqual({ kind: 'pend', limit: 4000, effectiveAt: LATER });
    expect(planSet(raise, 6000, NOW)).toEqual({ kind: 'pend', limit: 6000, effectiveAt: coolingOffEnd(NOW) });
    expect(planSet(record(2000, { limit: null, effectiveAt: LATER }), 6000, NOW)).toEqual({ kind: 'pend', limit: 6000, effectiveAt: LATER });
  });
});
