import type { DepositPurchase } from '@drawfront/shared/contract/funds';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { formatMoney } from '@drawfront/shared/format/money';
import { MIN_AMOUNT_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import { toDeposit } from '../funds/deposits-service';
import type { DepositKey } from '../funds/deposits-service';
import type { FundsService } from '../funds/service';
import { keepAnswer } from '../idempotency/service';
import { lockOrOpenWallet } from '../ledger/service';
import type { PurchaseRequest, PurchaseService } from '../purchase/service';
import type { SiteRecord, SubVariant } from '../sites/site-record';
import type { StoredCheckout } from './completion';
import { CHECKOUT_ERRORS } from './errors';
import type { DepositPurchaseBody } from './schemas';

/**
 * How long a checkout charge counts as on its way to the gateway. Longer than any gateway call takes;
 * an older pending charge was interrupted and is the sweeper's to resume, so it no longer blocks paying.
 */
const IN_FLIGHT_WINDOW_MS = 2 * 60_000;

/** Where a customer goes back to when a checkout deposit's bank check ends without a purchase. */
export const CHECKOUT_RETURN_PATH = '/cart/buy';

export interface DepositPurchaseAnswer {
  statusCode: number;
  answer: DepositPurchase;
  replayed: boolean;
}

export type DepositPurchaseService = ReturnType<typeof createDepositPurchaseService>;

export function createDepositPurchaseService(db: Database, options: { now: () => Date; purchases: PurchaseService; funds: FundsService }) {
  const { now, purchases, funds } = options;

  return {
    /**
     * Tops the wallet up from a saved card and buys the cart with it (groups spec §4 "Deposit-purchase").
     * Under the wallet lock, every refusal the purchase could meet (empty cart, closed draw, spend limits, a
     * deposit short of the order) is checked and the deposit opened; the card is then charged with no lock
     * held; the credit and the purchase are recorded together under the lock (the purchase re-checked there).
     * A 3-D Secure challenge leaves the receipt null: the purchase happens when the customer comes back from
     * the bank. A retry with the same Idempotency-Key answers the same deposit and receipt.
     */
    async depositPurchase(site: SiteRecord, customerId: string, idempotencyKey: string, body: DepositPurchaseBody, notifyBase: string, subVariant?: SubVariant): Promise<DepositPurchaseAnswer> {
      const hash = requestHash('deposit_purchase', body);
      const { depositId, replayed } = await db.transaction(async (tx) => {
        const wallet = await lockOrOpenWallet(tx, customerId, site.currency);
        const prior = await funds.depositForKey(tx, customerId, idempotencyKey, hash);
        if (prior) return { depositId: prior, replayed: true };
        // Another press of pay is still waiting for the gateway: charging again would pay twice for one order.
        if (await funds.hasChargeInFlight(tx, customerId, new Date(now().getTime() - IN_FLIGHT_WINDOW_MS))) throw new AppError(CHECKOUT_ERRORS.paymentInProgress);
        const at = now();
        const purchase: PurchaseRequest = { walletPurchase: true };
        const quote = await purchases.quote(tx, site, customerId, purchase, at);
        const shortfall = Math.max(0, quote.total - wallet.balance);
        if (body.deposit.amount < shortfall) {
          const message = fillTemplate(MIN_AMOUNT_MESSAGE, { amount: formatMoney(shortfall, site.currency, site.locale) });
          throw new AppError(ERROR_CODES.validationFailed, ['body', `deposit.amount: ${message}`], { errors: { amount: [message] }, result: { shortfall: { amount: shortfall, currency: site.currency } } });
        }
        const stored: StoredCheckout = { siteKey: site.key, purchase, expectedTotal: quote.total, details: body.purchase ?? {} };
        const opened = await funds.openDeposit(tx, {
          site,
          subVariant,
          customerId,
          fundId: body.deposit.fundId,
          amount: body.deposit.amount,
          returnPath: CHECKOUT_RETURN_PATH,
          notifyBase,
          purchaseType: 'checkout',
          purchaseRequest: stored as unknown as Record<string, unknown>,
          at,
        });
        const key: DepositKey = { depositId: opened.id };
        await keepAnswer(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: key, at });
        return { depositId: opened.id, replayed: false };
      });
      const deposit = await funds.chargeAndSettle(depositId, body.deposit.csc);
      const receipt: Receipt | null = deposit.checkoutId ? await purchases.receipt(customerId, deposit.checkoutId) : null;
      return { statusCode: 201, answer: { deposit: toDeposit(deposit), receipt }, replayed };
    },
  };
}
