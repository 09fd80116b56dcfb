import type { Database } from '../../db/client';
import { REDIRECT_CANCELLED_MESSAGE } from './alternative-deposits-service';
import type { AlternativeDepositsService } from './alternative-deposits-service';
import type { DepositsService } from './deposits-service';
import { findDeposit, findStaleDeposits } from './repository';
import type { ThreeDSecureService } from './three-d-secure-service';

/** A pending deposit this old had its charge interrupted (a gateway call takes seconds): the sweeper resumes it. */
export const STALE_PENDING_MS = 2 * 60_000;
/** A 3-D Secure check unanswered this long is past any gateway's challenge lifetime (the test gateway's is 10 minutes). */
export const ABANDONED_CHALLENGE_MS = 15 * 60_000;
/** A check the gateway still cannot settle after a day is failed as expired. */
export const LOST_CHALLENGE_MS = 24 * 60 * 60_000;

/** What one sweep did. */
export interface SweepReport {
  resumed: number;
  /** Checks that ended (approved but never returned from, denied, or expired), settled now. */
  finished: number;
  stillOpen: number;
  errors: { depositId: string; error: unknown }[];
}

/**
 * The deposits sweeper's work: finishes deposits nobody came back for. A charge interrupted between
 * the gateway and the database is asked again under its own key and settled; a 3-D Secure check left
 * unanswered past its expiry is asked how it ended (expired), and one the gateway no longer knows is
 * failed after a day. Safe to run on every instance at once: each step re-checks under the locks.
 */
export function createDepositSweep(db: Database, options: { now: () => Date; deposits: DepositsService; threeDSecure: ThreeDSecureService; alternatives: AlternativeDepositsService }) {
  const { now, deposits, threeDSecure, alternatives } = options;

  return async function sweepStaleDeposits(limit = 50): Promise<SweepReport> {
    const at = now().getTime();
    const report: SweepReport = { resumed: 0, finished: 0, stillOpen: 0, errors: [] };
    for (const deposit of await findStaleDeposits(db, 'pending', new Date(at - STALE_PENDING_MS), limit)) {
      try {
        await deposits.chargeAndSettle(deposit.id);
        report.resumed += 1;
      } catch (error) {
        report.errors.push({ depositId: deposit.id, error });
      }
    }
    for (const deposit of await findStaleDeposits(db, 'requires_action', new Date(at - ABANDONED_CHALLENGE_MS), limit)) {
      try {
        const settled = await threeDSecure.completeChallenge(deposit.id, {});
        const current = await findDeposit(db, deposit.id);
        if (current?.status === 'requires_action' && current.updatedAt.getTime() < at - LOST_CHALLENGE_MS) await threeDSecure.failLostChallenge(deposit.id);
        if ((await findDeposit(db, deposit.id))?.status === 'requires_action') report.stillOpen += 1;
        else if (settled) report.finished += 1;
      } catch (error) {
        report.errors.push({ depositId: deposit.id, error });
      }
    }
    // PayPal-style approvals nobody came back from: settled from the gateway's record; one still undecided after a day is abandoned.
    for (const deposit of await findStaleDeposits(db, 'requires_action', new Date(at - ABANDONED_CHALLENGE_MS), limit, 'pl')) {
      try {
        const settled = await alternatives.completeRedirect(deposit.id);
        if (settled?.status === 'requires_action' && settled.updatedAt.getTime() < at - LOST_CHALLENGE_MS) await alternatives.abandonRedirect(deposit.id, REDIRECT_CANCELLED_MESSAGE);
        if ((await findDeposit(db, deposit.id))?.status === 'requires_action') report.stillOpen += 1;
        else report.finished += 1;
      } catch (error) {
        report.errors.push({ depositId: deposit.id, error });
      }
    }
    return report;
  };
}
