import type { Transaction } from '../../db/client';
import type { SiteRecord } from '../sites/site-record';

/** Who is asking to withdraw, for the checks below. */
export interface WithdrawalCheckInput {
  customerId: string;
  site: SiteRecord;
  amount: number;
}

/**
 * One gate a withdrawal request must pass, run inside the request's transaction (wallet lock held) before
 * anything is held. It throws an `AppError` to refuse.
 *
 * The seam for the identity work: a "verified identity required" check (groups spec: withdrawals need a
 * verified customer) is one `WithdrawalCheck` added to the list `app/services.ts` passes as `checks`.
 * Step-up (a 403 with code REQUIRED) is a request-level gate instead: its preHandler goes in the
 * `stepUp` list the module's `plugin.ts` passes to `withdrawalRoutes`, which runs it before `POST /withdrawals` and
 * `POST /funds/bank-account`. The app passes the verification deadline's check (`verification/gate.ts`) and step-up.
 */
export type WithdrawalCheck = (tx: Transaction, input: WithdrawalCheckInput) => Promise<void>;

/** Runs every check in order; the first refusal wins. */
export async function withdrawalChecks(checks: readonly WithdrawalCheck[], tx: Transaction, input: WithdrawalCheckInput): Promise<void> {
  for (const check of checks) await check(tx, input);
}
