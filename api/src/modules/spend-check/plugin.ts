import type { Database } from '../../db/client';
import type { DepositLimitService } from '../deposit-limits/service';
import type { PlayBreakService } from '../play-breaks/service';
import type { PreCommitmentService } from '../precommitment/service';
import type { SpendLimitService } from '../spend-limits/service';
import type { createVerificationGate } from '../verification/gate';
import { createSpendCheck } from './service';

interface SpendCheckDeps {
  db: Database;
  now: () => Date;
  preCommitments: PreCommitmentService;
  spendLimits: SpendLimitService;
  depositLimits: DepositLimitService;
  playBreaks: PlayBreakService;
  verificationGate: ReturnType<typeof createVerificationGate>;
}

/**
 * The one "may this customer spend or deposit this much now?" check: the cart and every purchase and deposit path
 * ask it. A break or self-exclusion, or verification overdue, refuses every amount.
 */
export const spendCheckPlugin = {
  build: ({ db, now, preCommitments, spendLimits, depositLimits, playBreaks, verificationGate }: SpendCheckDeps) =>
    createSpendCheck(db, { now, preCommitments, spendLimits, depositLimits, playBreaksInForce: playBreaks.inForceOf, verificationBlocks: verificationGate.blockedOf }),
};
