import type { Database } from '../../db/client';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import type { Mailer } from '../outbox/mail/mailer';
import { createAlternativeDepositsService } from './alternative-deposits-service';
import { createBankDepositsService } from './bank-deposits-service';
import { createCardsService } from './cards-service';
import { createDepositSweep } from './deposit-sweep';
import { createDepositsService } from './deposits-service';
import type { CheckoutOnCredit, DepositCheck } from './deposits-service';
import { createThreeDSecureService } from './three-d-secure-service';

export type FundsService = ReturnType<typeof createFundsService>;

/**
 * The funds module's one service, put together from its parts: saved cards (`cards-service.ts`), card
 * deposits (`deposits-service.ts`), the way back from 3-D Secure (`three-d-secure-service.ts`) and the
 * sweeper that finishes deposits nobody came back for (`deposit-sweep.ts`).
 */
export function createFundsService(
  db: Database,
  options: { now: () => Date; gateways: GatewayRegistry; onCheckoutCredited?: CheckoutOnCredit; depositCheck?: DepositCheck; mailer?: Pick<Mailer, 'send'> },
) {
  const cards = createCardsService(db, options);
  const deposits = createDepositsService(db, options);
  const threeDSecure = createThreeDSecureService(db, { ...options, deposits });
  const alternatives = createAlternativeDepositsService(db, { ...options, deposits });
  return {
    /** PayPal-style and digital wallet deposits (`alternative-deposits-service.ts`). */
    alternatives,
    /** Bank transfer and PayID deposits by customer reference (`bank-deposits-service.ts`). */
    bank: createBankDepositsService(db, { now: options.now, deposits }),
    ...cards,
    openDeposit: deposits.openDeposit,
    chargeAndSettle: deposits.chargeAndSettle,
    depositForKey: deposits.depositForKey,
    hasChargeInFlight: deposits.hasChargeInFlight,
    deposit: deposits.deposit,
    getDeposit: deposits.getDeposit,
    getDepositByTransaction: deposits.getDepositByTransaction,
    completeChallenge: threeDSecure.completeChallenge,
    depositForReference: threeDSecure.depositForReference,
    fundOf: threeDSecure.fundOf,
    sweepStaleDeposits: createDepositSweep(db, { now: options.now, deposits, threeDSecure, alternatives }),
  };
}
