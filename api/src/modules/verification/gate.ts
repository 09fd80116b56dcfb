import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { verificationState } from '../identity/verification-state';
import type { SiteRecord } from '../sites/site-record';
import type { LimitBreach } from '../spend-limits/limit-breach';
import type { WithdrawalCheck } from '../withdrawals/checks';

/** The `verification_required` text (the spec names the reason, not its words): when the grace period ended. */
export function verificationRequiredMessage(deadline: Date, deadlineDays: number, site: Pick<SiteRecord, 'locale' | 'timeZone'>): string {
  const date = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: site.timeZone }).format(deadline);
  return `Please verify your identity to continue: the ${deadlineDays} days to verify after signing up ended on ${date}.`;
}

/**
 * The deadline after sign-up (VERIFICATION_DEADLINE_DAYS, default 45) as a gate: the spend check's
 * `verification_required` breach (the cart's blocked reason, the purchase's refusal) and a withdrawal check.
 * Deposits stay open: money may come in, it may not be spent or leave until the customer is verified.
 */
export function createVerificationGate(options: { now: () => Date; deadlineDays: number }) {
  const { now, deadlineDays } = options;

  async function blockedMessage(executor: Executor, customerId: string, site: SiteRecord, at: Date): Promise<string | null> {
    const state = await verificationState(executor, customerId, at, deadlineDays);
    return state?.blocked ? verificationRequiredMessage(state.deadline, deadlineDays, site) : null;
  }

  return {
    /** A breach of any amount while blocked (read through the caller's executor, so inside its transaction). */
    async breach(customerId: string, site: SiteRecord, amount: number, executor: Executor, at: Date): Promise<LimitBreach | null> {
      const message = await blockedMessage(executor, customerId, site, at);
      return message ? { reason: 'verification_required', message, exceeded: amount } : null;
    },
    /** Refuses a withdrawal with 422 `verification_required` while blocked. */
    withdrawalCheck: (async (tx, input) => {
      const message = await blockedMessage(tx, input.customerId, input.site, now());
      if (message) throw new AppError(ERROR_CODES.verificationRequired, [message]);
    }) satisfies WithdrawalCheck,
  };
}
