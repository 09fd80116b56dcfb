import type { DepositPurchase } from '@drawfront/shared/contract/funds';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { formatMoney } from '@drawfront/shared/format/money';
import { MIN_AMOUNT_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import { toDeposit } from '../funds/service';
import type { FundsService } from '../funds/service';
import { lockWallet, openWallet } from '../ledger/repository';
import { findIdempotent, findReceipt, saveIdempotent } from '../purchase/repository';
import type { PurchaseRequest, PurchaseService } from '../purchase/service';
import type { SiteRecord } from '../sites/repository';
import type { StoredCheckout } from './completion';
import type { DepositPurchaseBody } from './schemas';

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
     * Tops the wallet up from a saved card and buys the cart with it, in one transaction under the wallet
     * lock (groups spec §4 "Deposit-purchase"). Every refusal the purchase could meet (empty cart, closed
     * draw, spend limits) is checked before the card is charged, so a refused order charges nothing. A
     * 3-D Secure challenge leaves the deposit requires_action and the receipt null: the purchase happens when
     * the customer comes back from the bank. A retry with the same Idempotency-Key answers the first result.
     */
    async depositPurchase(site: SiteRecord, customerId: string, idempotencyKey: string, body: DepositPurchaseBody, notifyBase: string): Promise<DepositPurchaseAnswer> {
      const hash = requestHash('deposit_purchase', body);
      return db.transaction(async (tx) => {
        await openWallet(tx, customerId, site.currency);
        const wallet = (await lockWallet(tx, customerId))!;
        const prior = await findIdempotent(tx, customerId, idempotencyKey);
        if (prior) {
          if (prior.requestHash !== hash) throw new AppError(ERROR_CODES.idempotencyKeyReused, [idempotencyKey]);
          return { statusCode: prior.statusCode, answer: prior.response as DepositPurchase, replayed: true };
        }
        const at = now();
        const purchase: PurchaseRequest = { walletPurchase: true };
        const quote = await purchases.quote(tx, site, customerId, purchase, at);
        const shortfall = Math.max(0, quote.total - wallet.balance);
        if (body.deposit.amount < shortfall) {
          const message = fillTemplate(MIN_AMOUNT_MESSAGE, { amount: formatMoney(shortfall, site.currency, site.locale) });
          throw new AppError(ERROR_CODES.validationFailed, ['body', `deposit.amount: ${message}`], { errors: { amount: [message] }, result: { shortfall: { amount: shortfall, currency: site.currency } } });
        }
        const stored: StoredCheckout = { siteKey: site.key, purchase, expectedTotal: quote.total, details: body.purchase ?? {} };
        const deposit = await funds.startDeposit(tx, {
          site,
          customerId,
          fundId: body.deposit.fundId,
          amount: body.deposit.amount,
          csc: body.deposit.csc,
          returnPath: CHECKOUT_RETURN_PATH,
          notifyBase,
          purchaseType: 'checkout',
          purchaseRequest: stored as unknown as Record<string, unknown>,
          at,
        });
        const receipt: Receipt | null = deposit.checkoutId ? await findReceipt(tx, customerId, deposit.checkoutId) : null;
        const answer: DepositPurchase = { deposit: toDeposit(deposit), receipt };
        await saveIdempotent(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: answer, createdAt: at });
        return { statusCode: 201, answer, replayed: false };
      });
    },
  };
}
