import type { Database } from '../../db/client';
import { FAILURE_MESSAGES } from '../../payments/failure-codes';
import type { ChallengeAnswer } from '../../payments/gateway';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import { PaymentError } from '../../payments/payment-errors';
import { lockWallet } from '../ledger/service';
import type { DepositsService } from './deposits-service';
import { findDeposit, findDepositByReference, findFundEvenRemoved } from './repository';
import type { DepositRecord, FundRecord } from './repository';

export interface CompletedDeposit {
  depositId: string;
  outcome: 'success' | 'failure';
  returnPath: string | null;
  /** The checkout a checkout deposit bought, for the way back to its receipt. */
  checkoutId: string | null;
}

export type ThreeDSecureService = ReturnType<typeof createThreeDSecureService>;

/** The way back from a card issuer's 3-D Secure check: the deposit it held is settled exactly once. */
export function createThreeDSecureService(db: Database, options: { now: () => Date; gateways: GatewayRegistry; deposits: DepositsService }) {
  const { now, gateways, deposits } = options;
  const { settle } = deposits;

  return {
    /**
     * The customer is back from the 3-D Secure challenge: ask the gateway how it ended and settle the
     * deposit exactly once, under the deposit's row lock. An unknown deposit is null; a deposit already
     * settled answers its outcome again without touching the ledger.
     */
    async completeChallenge(depositId: string, answer: ChallengeAnswer): Promise<CompletedDeposit | null> {
      if (!/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(depositId)) return null;
      return db.transaction(async (tx) => {
        const unlocked = await findDeposit(tx, depositId);
        if (!unlocked) return null;
        // Wallet first, then deposit: the order the deposit call takes its locks in.
        await lockWallet(tx, unlocked.customerId);
        const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
        const answerFor = (row: DepositRecord): CompletedDeposit => ({ depositId: row.id, outcome: row.status === 'succeeded' ? 'success' : 'failure', returnPath: row.returnPath, checkoutId: row.checkoutId });
        if (deposit.status !== 'requires_action' || deposit.gatewayReference === null || deposit.fundId === null) return answerFor(deposit);
        const fund = await findFundEvenRemoved(tx, deposit.fundId);
        const gateway = gateways.get(fund!.gateway);
        let result;
        try {
          result = await gateway.completeChallenge(deposit.gatewayReference, answer);
        } catch (error) {
          // Not finished at the gateway (no answer yet, or a reference it does not know): leave it pending.
          if (error instanceof PaymentError) return { depositId: deposit.id, outcome: 'failure', returnPath: deposit.returnPath, checkoutId: null };
          throw error;
        }
        return answerFor(await settle(tx, deposit, result, now()));
      });
    },

    /** A challenge the gateway no longer knows (it forgot it, or never answers) ends as expired, crediting nothing. */
    async failLostChallenge(depositId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const unlocked = await findDeposit(tx, depositId);
        if (!unlocked) return;
        await lockWallet(tx, unlocked.customerId);
        const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
        if (deposit.status === 'requires_action') await settle(tx, deposit, { status: 'failed', message: FAILURE_MESSAGES.authentication_expired }, now());
      });
    },

    /** The deposit a gateway reference belongs to (the challenge page's way back). */
    async depositForReference(gatewayReference: string): Promise<DepositRecord | null> {
      return findDepositByReference(db, gatewayReference);
    },

    async fundOf(deposit: DepositRecord): Promise<FundRecord | null> {
      return deposit.fundId === null ? null : findFundEvenRemoved(db, deposit.fundId);
    },
  };
}
