import type { Partner, PartnerCart, PartnerCartItemInput, PartnerPurchaseBody, PartnerPurchaseResult } from '@drawfront/shared/contract/partners';
import { PARTNER_WEB_CHANNEL_SUFFIX } from '@drawfront/shared/contract/partners';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import type { BlockedReasons, CartSite } from '../cart/service';
import { createLineResolver, LineProblem, lineError } from '../cart/lines';
import { keepAnswer, priorAnswer } from '../idempotency/service';
import { lockOrOpenWallet } from '../ledger/service';
import type { PurchaseService } from '../purchase/service';
import type { SiteRecord } from '../sites/site-record';
import { partnerCartAdd, toPartnerCartLine } from './cart-item';
import { findPartner, insertPartnerPurchase } from './repository';
import type { PartnerRow } from './repository';

export type PartnerService = ReturnType<typeof createPartnerService>;

export interface PartnerPurchaseAnswer {
  statusCode: number;
  result: PartnerPurchaseResult;
  replayed: boolean;
}

function toPartner(row: PartnerRow): Partner {
  return { key: row.key, slug: row.slug, name: row.name, siteUrl: row.siteUrl, channels: row.channels, product: row.product };
}

/** A line problem (no such offer, draw closed) is the cart's answer: 422 invalid_cart_item with the reason under `this`. */
async function asLineError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LineProblem) throw lineError(error);
    throw error;
  }
}

/**
 * Partner purchase (groups spec §7): the partner, its cart priced now (visitor or customer), and the purchase,
 * which goes through the purchase service's own transaction (`buyWithin`: wallet lock, every spend limit,
 * ledger, tickets) under the call's Idempotency-Key, with the partner's channel and metadata recorded beside it.
 */
export function createPartnerService(db: Database, options: { now: () => Date; purchases: PurchaseService; blockedReasons?: BlockedReasons }) {
  const { now, purchases } = options;

  async function partnerOf(executor: Executor, site: SiteRecord, slug: string): Promise<PartnerRow> {
    const row = await findPartner(executor, site.key, slug);
    if (!row) throw new AppError(ERROR_CODES.partnerNotFound, [slug]);
    return row;
  }

  async function price(site: CartSite, partner: PartnerRow, item: PartnerCartItemInput) {
    const add = await partnerCartAdd(db, site.key, partner, item);
    const resolve = createLineResolver(db, site.key, now(), site.pricingSubVariant ?? null);
    return resolve({
      offerKey: add.lottery,
      gameType: add.gameType,
      gameOfferKey: add.gameOffer,
      numDraws: add.numDraws,
      firstDrawNo: add.firstDrawNo ?? null,
      games: add.games,
      quickpick: add.quickpick,
      causeKey: add.causeKey ?? null,
      recurringEnabled: add.recurringPurchase?.enabled ?? false,
    });
  }

  return {
    async partner(site: SiteRecord, slug: string): Promise<Partner> {
      return toPartner(await partnerOf(db, site, slug));
    },

    /** `POST /cart/partner/{slug}` (customer) and `/anon-cart/partner/{slug}` (visitor, `customerId` null): the cart data priced now. */
    async cart(site: CartSite, slug: string, customerId: string | null, item: PartnerCartItemInput | null): Promise<PartnerCart> {
      const partner = await partnerOf(db, site, slug);
      const lines = item === null ? [] : [await asLineError(() => price(site, partner, item))];
      const cartItems = lines.map((line) => toPartnerCartLine(line, site.currency));
      const currency = cartItems[0]?.total.currency ?? site.currency;
      const total = cartItems.reduce((sum, line) => sum + line.total.amount, 0);
      const preOrder = cartItems.filter((line) => line.purchaseStatus === 'pre_order').reduce((sum, line) => sum + line.total.amount, 0);
      const blockedReasons = customerId && options.blockedReasons ? await options.blockedReasons(customerId, site, total - preOrder) : {};
      return {
        customerId,
        cartTotal: { amount: total, currency },
        preOrderTotal: { amount: preOrder, currency },
        cartItems,
        blockedReasons,
        requiresUnattendedPaymentMethod: cartItems.some((line) => line.recurringPurchase.enabled),
      };
    },

    /**
     * `POST /cart/partner/{slug}/purchase` (v3.2): buys the partner's cart item from the wallet. The partner key
     * must be this partner's and the channel one of its `_web` channels; an empty cart is the spec's exact
     * refusal. A retry with the same key and body answers the first purchase id; nothing is bought twice.
     */
    async purchase(site: SiteRecord, slug: string, customerId: string, idempotencyKey: string, body: PartnerPurchaseBody): Promise<PartnerPurchaseAnswer> {
      const partner = await partnerOf(db, site, slug);
      if (body.purchase.partnerKey !== partner.key) throw new AppError(ERROR_CODES.partnerMismatch, [body.purchase.partnerKey, partner.slug]);
      const channel = partner.channels.find((candidate) => candidate.channelKey === body.purchase.channelKey);
      if (!channel || !channel.channelKey.endsWith(PARTNER_WEB_CHANNEL_SUFFIX)) throw new AppError(ERROR_CODES.partnerChannelInvalid, [body.purchase.channelKey, partner.slug]);
      const item = body.cartItem;
      if (item === null) throw new AppError(ERROR_CODES.partnerCartEmpty);
      if (body.deposit !== null) throw new AppError(ERROR_CODES.partnerDepositUnavailable);
      const hash = requestHash('partner-purchase', { slug, body });
      return db.transaction(async (tx) => {
        // As `purchases.purchase`: the wallet lock first, so a retry racing the first call reads its key after it committed.
        const wallet = await lockOrOpenWallet(tx, customerId, site.currency);
        const prior = await priorAnswer<PartnerPurchaseResult>(tx, customerId, idempotencyKey, hash);
        if (prior) return { statusCode: prior.statusCode, result: prior.response, replayed: true };
        const at = now();
        const add = await asLineError(() => partnerCartAdd(tx, site.key, partner, item));
        const receipt = await purchases.buyWithin(tx, site, customerId, { items: [add], walletPurchase: true }, at, wallet);
        await insertPartnerPurchase(tx, { checkoutId: receipt.checkoutId, partnerId: partner.id, customerId, channelKey: channel.channelKey, metadata: body.purchase.metadata ?? {}, createdAt: at });
        const result = { purchaseId: receipt.checkoutId };
        await keepAnswer(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: result, at });
        return { statusCode: 201, result, replayed: false };
      });
    },
  };
}
