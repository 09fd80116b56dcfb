import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { verificationState, verificationStates } from '../identity/verification-state';
import type { SiteRecord } from '../sites/site-record';
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
    /**
     * The customers of `customerIds` who are blocked, each with the message of their `verification_required`
     * breach (any amount), read at once through the caller's executor, so inside its transaction.
     */
    async blockedOf(customerIds: readonly string[], site: SiteRecord, executor: Executor, at: Date): Promise<Map<string, string>> {
      const states = await verificationStates(executor, customerIds, at, deadlineDays);
      return new Map([...states].flatMap(([customerId, state]) => (state.blocked ? [[customerId, verificationRequiredMessage(state.deadline, deadlineDays, site)] as const] : [])));
    },
    /** Refuses a withdrawal with 422 `verification_required` while blocked. */
    withdrawalCheck: (async (tx, input) => {
      const message = await blockedMessage(tx, input.customerId, input.site, now());
      if (message) throw new AppError(ERROR_CODES.verificationRequired, [message]);
    }) satisfies WithdrawalCheck,
  };
}
