/**
 * Recurring purchases (storefront §4 "Recurring purchase status"): the status names, which moves are
 * allowed, when a timed pause has ended, the minimum-jackpot rule and the soft-failure retry schedule.
 * The API enforces these and the account pages show them, from this one file.
 */

export const RECURRING_STATUSES = ['recurring_status_active', 'recurring_status_paused', 'recurring_status_timed_pause', 'recurring_status_cancelled'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export const LAST_ATTEMPT_STATUSES = ['purchased', 'soft_failure', 'hard_failure'] as const;
export type LastAttemptStatus = (typeof LAST_ATTEMPT_STATUSES)[number];

export const SCHEDULED_PURCHASE_STATUSES = ['active', 'cancelled'] as const;
export type ScheduledPurchaseStatus = (typeof SCHEDULED_PURCHASE_STATUSES)[number];

export const PAYMENT_RESOLUTION_ACTIONS = ['change-fund', 'add-card', 'payment-method-updated'] as const;
export type PaymentResolutionAction = (typeof PAYMENT_RESOLUTION_ACTIONS)[number];

/** Why a record is paused: the customer chose it, a run would have broken one of their limits (it resumes by itself at the reset), or a hard failure waits for the customer (a payment resolution), or the customer took a break (a timed pause that ends with it). */
export type PauseReason = 'customer' | 'limit_reached' | 'payment_resolution' | 'play_break';

export const RECURRING_STATUS_LABELS: Readonly<Record<RecurringStatus, string>> = {
  recurring_status_active: 'Active',
  // 'Paused' covers both paused and timed pause (storefront §4).
  recurring_status_paused: 'Paused',
  recurring_status_timed_pause: 'Paused',
  recurring_status_cancelled: 'Cancelled',
};

export const LAST_ATTEMPT_LABELS: Readonly<Record<LastAttemptStatus, string>> = {
  purchased: 'Purchased',
  soft_failure: 'Payment failed, we will try again',
  hard_failure: 'Payment failed, action needed',
};

/** 'Paused' covers both paused and timed pause. */
export function isPausedStatus(status: RecurringStatus): boolean {
  return status === 'recurring_status_paused' || status === 'recurring_status_timed_pause';
}

/**
 * Whether `from` may become `to`. Status moves forward only: a cancelled record stays cancelled;
 * any live status may become any other (pause, timed pause, unpause, cancel). Same-status is not a move.
 */
export function canChangeStatus(from: RecurringStatus, to: RecurringStatus): boolean {
  if (from === 'recurring_status_cancelled') return false;
  return from !== to || to === 'recurring_status_timed_pause';
}

/** The status in force at `now`: a timed pause whose end has passed is active again. */
export function effectiveStatus(status: RecurringStatus, pausedUntil: Date | null, now: Date): RecurringStatus {
  if (status === 'recurring_status_timed_pause' && pausedUntil !== null && pausedUntil.getTime() <= now.getTime()) return 'recurring_status_active';
  return status;
}

/**
 * The jackpot threshold rule: a run goes ahead when no minimum is set (null or 0), or the draw's
 * announced jackpot is at least the minimum. An unknown jackpot does not meet a minimum.
 */
export function meetsMinimumJackpot(jackpot: number | null | undefined, minimum: number | null | undefined): boolean {
  if (minimum == null || minimum <= 0) return true;
  return jackpot != null && jackpot >= minimum;
}

/** Minutes between a soft failure and the next try: quickly at first, then hourly, until the draw closes. */
export const RETRY_DELAYS_MINUTES = [15, 30, 60] as const;

/**
 * When a soft failure (funds short, card declined) is tried again: after the `failures`th failure at
 * `failedAt`, the next delay of the schedule (hourly once it runs out); null when that is at or after
 * the draw's stop, because a run must never be tried once the draw has closed.
 */
export function nextRetryAt(failures: number, failedAt: Date, drawStop: Date): Date | null {
  const delay = RETRY_DELAYS_MINUTES[Math.min(Math.max(failures, 1), RETRY_DELAYS_MINUTES.length) - 1]!;
  const next = new Date(failedAt.getTime() + delay * 60_000);
  return next.getTime() < drawStop.getTime() ? next : null;
}
