import { canChangeStatus, effectiveStatus, isPausedStatus, meetsMinimumJackpot, nextRetryAt, RECURRING_STATUS_LABELS } from './recurring-status';

const at = (iso: string) => new Date(iso);

describe('recurring status', () => {
  it('shows paused and timed pause both as Paused', () => {
    expect(RECURRING_STATUS_LABELS.recurring_status_paused).toBe('Paused');
    expect(RECURRING_STATUS_LABELS.recurring_status_timed_pause).toBe('Paused');
    expect(isPausedStatus('recurring_status_timed_pause')).toBe(true);
    expect(isPausedStatus('recurring_status_active')).toBe(false);
  });

  it('moves forward only: a cancelled record cannot be unpaused, paused or cancelled again', () => {
    expect(canChangeStatus('recurring_status_cancelled', 'recurring_status_active')).toBe(false);
    expect(canChangeStatus('recurring_status_cancelled', 'recurring_status_paused')).toBe(false);
    expect(canChangeStatus('recurring_status_cancelled', 'recurring_status_cancelled')).toBe(false);
    expect(canChangeStatus('recurring_status_active', 'recurring_status_paused')).toBe(true);
    expect(canChangeStatus('recurring_status_paused', 'recurring_status_active')).toBe(true);
    expect(canChangeStatus('recurring_status_active', 'recurring_status_cancelled')).toBe(true);
    expect(canChangeStatus('recurring_status_active', 'recurring_status_active')).toBe(false);
    // A timed pause may be moved to a new end.
    expect(canChangeStatus('recurring_status_timed_pause', 'recurring_status_timed_pause')).toBe(true);
  });

  it('treats a timed pause as active from its end on', () => {
    const until = at('2026-12-01T00:00:00Z');
    expect(effectiveStatus('recurring_status_timed_pause', until, at('2026-11-30T23:59:59Z'))).toBe('recurring_status_timed_pause');
    expect(effectiveStatus('recurring_status_timed_pause', until, until)).toBe('recurring_status_active');
    expect(effectiveStatus('recurring_status_paused', until, at('2027-01-01T00:00:00Z'))).toBe('recurring_status_paused');
  });
});

describe('meetsMinimumJackpot', () => {
  it('goes ahead with no minimum', () => {
    expect(meetsMinimumJackpot(100, null)).toBe(true);
    expect(meetsMinimumJackpot(null, 0)).toBe(true);
  });

  it('goes ahead at or above the minimum and skips below it', () => {
    expect(meetsMinimumJackpot(2_000_000_000, 2_000_000_000)).toBe(true);
    expect(meetsMinimumJackpot(1_999_999_999, 2_000_000_000)).toBe(false);
  });

  it('does not meet a minimum with an unknown jackpot', () => {
    expect(meetsMinimumJackpot(null, 100)).toBe(false);
  });
});

describe('nextRetryAt', () => {
  const stop = at('2026-11-26T08:00:00Z');

  it('retries after 15, 30, then 60 minutes, hourly after that', () => {
    const failed = at('2026-11-25T08:00:00Z');
    expect(nextRetryAt(1, failed, stop)).toEqual(at('2026-11-25T08:15:00Z'));
    expect(nextRetryAt(2, failed, stop)).toEqual(at('2026-11-25T08:30:00Z'));
    expect(nextRetryAt(3, failed, stop)).toEqual(at('2026-11-25T09:00:00Z'));
    expect(nextRetryAt(9, failed, stop)).toEqual(at('2026-11-25T09:00:00Z'));
  });

  it('gives up when the next try would be at or after the draw stop', () => {
    expect(nextRetryAt(1, at('2026-11-26T07:45:00Z'), stop)).toBeNull();
    expect(nextRetryAt(1, at('2026-11-26T07:44:59Z'), stop)).toEqual(at('2026-11-26T07:59:59Z'));
  });
});
