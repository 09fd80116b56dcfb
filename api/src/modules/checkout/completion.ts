import { formatMoney } from '@drawfront/shared/format/money';
import type { Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { CheckoutOnCredit, CheckoutOutcome, DepositRecord } from '../funds/deposits-service';
import type { PurchaseRequest, PurchaseService } from '../purchase/service';
import type { SiteService } from '../sites/service';
import { CHECKOUT_ERRORS } from './errors';

/** What a checkout deposit keeps while its 3-D Secure check is open: enough to buy the same order afterwards. */
export interface StoredCheckout {
  siteKey: string;
  purchase: PurchaseRequest;
  /** The order's total when the customer pressed pay; a different total later means the cart changed. */
  expectedTotal: number;
  /** The spec's purchase details (channelKey, metadata, partnerKey), kept with the order. */
  details: Record<string, unknown>;
}

export function storedCheckoutOf(deposit: DepositRecord): StoredCheckout {
  return deposit.purchaseRequest as unknown as StoredCheckout;
}

/**
 * Buys what a checkout deposit was for once its money is in the wallet: right away, or when the customer
 * comes back from the bank's check. The purchase runs in a savepoint, so a refusal (a draw closed, a limit
 * reached, the cart changed) undoes only the purchase: the deposit stays credited and the refusal is kept
 * as the deposit's purchase message for the customer to read.
 */
export function createCheckoutCompletion(deps: { purchases: PurchaseService; sites: SiteService }): CheckoutOnCredit {
  const { purchases, sites } = deps;
  return async (tx: Transaction, deposit: DepositRecord, at: Date): Promise<CheckoutOutcome> => {
    const stored = storedCheckoutOf(deposit);
    const site = await sites.siteWithin(tx, stored.siteKey);
    if (!site) throw new Error(`deposit ${deposit.id} names site '${stored.siteKey}', which no longer exists`);
    try {
      const receipt = await tx.transaction(async (savepoint) => {
        const quote = await purchases.quote(savepoint, site, deposit.customerId, stored.purchase, at);
        if (quote.total !== stored.expectedTotal) throw new AppError(CHECKOUT_ERRORS.cartChanged, [formatMoney(Number(deposit.amountCents), site.currency, site.locale)]);
        return purchases.buyWithin(savepoint, site, deposit.customerId, stored.purchase, at);
      });
      return { checkoutId: receipt.checkoutId, message: null };
    } catch (error) {
      if (error instanceof AppError) return { checkoutId: null, message: error.message };
      throw error;
    }
  };
}
