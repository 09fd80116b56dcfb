import { randomBytes, randomUUID } from 'node:crypto';
import type { BlockedReasonId, Cart, CartItem, CartItemAdd, CartItemChange, CartLine, KindCartItemAdd } from '@drawfront/shared/contract/cart';
import { favouriteFlags } from '@drawfront/shared/rules/favourite-games';
import { isCreditVoucher, normaliseVoucherCode } from '@drawfront/shared/rules/voucher';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { favouriteNumbersOf } from '../favourites/service';
import type { SiteRecord } from '../sites/site-record';
import { addCartPromotion, moveCartPromotionTo, redeemCredit, removeCartPromotion, viewCartPromotion, voucherForCode } from '../vouchers/service';
import { createLineKinds, isKindAdd, toKindCartItem } from './line-kinds';
import type { KindLineDraft, LineKinds } from './line-kinds';
import { createLineResolver, draftOf, draftOfAdd, LineProblem, lineError, lineMoney } from './lines';
import type { PricedLine } from './lines';
import {
  customerCart,
  deleteCart,
  deleteItems,
  deleteKindLines,
  findCartByCustomer,
  findCartByToken,
  findItem,
  findKindLine,
  findOffer,
  findOfferCauseKeys,
  insertAnonCart,
  insertItem,
  insertKindLine,
  listItems,
  listKindLines,
  moveItems,
  touchCart,
  updateItem,
  updateKindLineQuantity,
} from './repository';
import type { CartRow } from './repository';
import type { LineDraft } from '../../db/schema/json-types';

/** Why a signed-in customer's cart cannot be bought now (limits); reason id → message. */
export type BlockedReasons = (customerId: string, site: SiteRecord, cartTotal: number) => Promise<Partial<Record<BlockedReasonId, string>>>;

export type CartService = ReturnType<typeof createCartService>;

/** The site a cart is read for, with the sub-variant whose own pricing (the en-GB pounds) prices its lines. */
export type CartSite = SiteRecord & { pricingSubVariant?: string };

/** The currency a cart shows its lines in: that of the sub-variant it is priced for, else the site's. */
function shownCurrency(site: CartSite): string {
  return site.subVariants.find((subVariant) => subVariant.code === site.pricingSubVariant)?.currency ?? site.currency;
}

/** A customer's cart as a purchase reads it: the cart (null: none yet) and each line's id and draft, in cart order. */
export interface CartToBuy {
  cartId: string | null;
  lines: { itemId: string; draft: LineDraft }[];
  /** Lines of the registered line kinds (shares, memberships), after the ticket lines. */
  kindLines: { itemId: string; draft: KindLineDraft }[];
}

const kindDraftOf = (row: { productType: KindLineDraft['productType']; key: string; quantity: number }): KindLineDraft => ({
  productType: row.productType,
  key: row.key,
  quantity: row.quantity,
});

/** The customer's cart lines, read in the caller's transaction (a purchase prices them under its wallet lock). */
export async function cartToBuy(tx: Executor, customerId: string): Promise<CartToBuy> {
  const cart = await findCartByCustomer(tx, customerId);
  const rows = cart ? await listItems(tx, cart.id) : [];
  const kindRows = cart ? await listKindLines(tx, cart.id) : [];
  return {
    cartId: cart?.id ?? null,
    lines: rows.map((row) => ({ itemId: row.id, draft: draftOf(row) })),
    kindLines: kindRows.map((row) => ({ itemId: row.id, draft: kindDraftOf(row) })),
  };
}

/** An offer of the site by key with its causes' keys, or null; for lines built on the server (partner purchase). */
export async function offerWithCauses(db: Executor, siteKey: string, offerKey: string) {
  const offer = await findOffer(db, siteKey, offerKey);
  return offer ? { offer, causeKeys: await findOfferCauseKeys(db, offer.id) } : null;
}

/** Takes bought lines (tickets and kinds) out of the cart, in the purchase's transaction (lines added meanwhile stay). */
export async function removeBoughtLines(tx: Executor, cartId: string, itemIds: string[]): Promise<void> {
  await deleteItems(tx, cartId, itemIds);
  await deleteKindLines(tx, cartId, itemIds);
}

/** A cart line as the API answers it (storefront §3 "Cart item"); `favourites`: the customer's saved favourite numbers. */
export function toCartItem(id: string, line: PricedLine, siteCurrency: string, favourites: readonly number[] = []): CartItem {
  const first = line.draws[0]!;
  const { currency, prize } = lineMoney(line, siteCurrency);
  const amount = (value: number) => ({ amount: value, currency });
  return {
    id,
    productType: line.productType,
    lotteryKey: line.offer.key,
    description: line.offer.name,
    drawNo: first.drawNo,
    drawDate: first.drawDate.toISOString(),
    drawPrizePool: first.prizePoolCents === null ? null : amount(prize(first.prizePoolCents)),
    gameType: line.gameType,
    gameOffer: line.gameOffer.key,
    numDraws: line.numDraws,
    drawOptions: line.gameOffer.drawOptions,
    numGames: line.games.length,
    gamesCovered: line.gamesCovered,
    games: line.games,
    quickpick: line.quickpick,
    causeKey: line.causeKey,
    day: line.day,
    // A syndicate line is its shares: quantity shares at one share's cost (storefront §3 "Syndicate share item").
    unitPrice: amount(line.shares ? line.unitPrice / line.shares : line.unitPrice),
    quantity: line.shares ?? 1,
    total: amount(line.unitPrice),
    purchaseStatus: line.purchaseStatus,
    recurringPurchase: {
      enabled: line.autoplay,
      type: line.offer.recurringPurchase?.type ?? 'autoplay',
      availability: line.offer.recurringPurchase?.availability ?? 'never',
    },
    minimumJackpotAmount: line.minimumJackpot === null ? null : amount(line.minimumJackpot),
    ...(line.shares ? { syndicateKey: line.offer.key, syndicateName: line.offer.name, ...(line.offer.size ? { syndicateSize: line.offer.size } : {}) } : {}),
    ...(line.parts ? { parts: line.parts.map((part) => ({ lotteryKey: part.offer.key, offerName: part.offer.name, drawNo: part.draws[0]!.drawNo, drawDate: part.draws[0]!.drawDate.toISOString() })) } : {}),
    ...favouriteFlags(line.games, favourites, line.gameOffer.numberSets),
  };
}

function rowValues(line: PricedLine) {
  return {
    offerKey: line.offer.key,
    gameType: line.gameType,
    gameOfferKey: line.gameOffer.key,
    firstDrawNo: line.draws[0]!.drawNo,
    numDraws: line.numDraws,
    autoplay: line.autoplay,
    games: line.games,
    quickpick: line.quickpick,
    day: line.day,
    causeKey: line.causeKey,
    minimumJackpotCents: line.minimumJackpot,
    numShares: line.shares ?? null,
  };
}

export function createCartService(db: Database, options: { now: () => Date; blockedReasons?: BlockedReasons; lineKinds?: LineKinds }) {
  const { now } = options;
  const lineKinds = options.lineKinds ?? createLineKinds();

  /** Prices every line from the server's tables; lines that can no longer be bought are removed and reported. */
  async function priceLines(executor: Executor, cart: CartRow, site: CartSite, at: Date) {
    const resolve = createLineResolver(executor, site.key, at, site.pricingSubVariant ?? null);
    const items: CartLine[] = [];
    const removed: { id: string; reason: string }[] = [];
    let cartTotal = 0;
    let preOrderTotal = 0;
    const favourites = await favouriteNumbersOf(executor, cart.customerId);
    for (const row of await listItems(executor, cart.id)) {
      try {
        const line = await resolve(draftOf(row));
        items.push(toCartItem(row.id, line, site.currency, favourites));
        cartTotal += line.unitPrice;
        if (line.purchaseStatus === 'pre_order') preOrderTotal += line.unitPrice;
      } catch (error) {
        if (!(error instanceof LineProblem)) throw error;
        removed.push({ id: row.id, reason: error.message });
      }
    }
    for (const row of await listKindLines(executor, cart.id)) {
      try {
        const line = await lineKinds.priceIn(executor, { site, currency: shownCurrency(site), customerId: cart.customerId, at }, kindDraftOf(row));
        items.push(toKindCartItem(row.id, line, site.currency));
        cartTotal += line.total;
      } catch (error) {
        if (!(error instanceof LineProblem)) throw error;
        removed.push({ id: row.id, reason: error.message });
      }
    }
    const removedIds = removed.map((item) => item.id);
    await deleteItems(executor, cart.id, removedIds);
    await deleteKindLines(executor, cart.id, removedIds);
    // What a promotion code takes money off: what the cart charges now (pre-orders are charged when their draw opens).
    return { items, removed, cartTotal, preOrderTotal, subtotal: cartTotal - preOrderTotal };
  }

  /** The cart as the API answers it: lines priced now, the promotion code's discount off the total, blocked reasons. */
  async function view(executor: Executor, cart: CartRow, site: CartSite, reference: string): Promise<Cart> {
    const at = now();
    const { items, removed, cartTotal: gross, preOrderTotal, subtotal } = await priceLines(executor, cart, site, at);
    const promotion = await viewCartPromotion(executor, { cartId: cart.id, customerId: cart.customerId, subtotal, at, site });
    if (promotion.kind === 'removed') removed.push({ id: promotion.id, reason: promotion.reason });
    const applied = promotion.kind === 'applied' ? promotion.promotion : null;
    const cartTotal = gross - (applied?.discount.amount ?? 0);
    const blockedReasons = cart.customerId && options.blockedReasons ? await options.blockedReasons(cart.customerId, site, cartTotal) : {};
    return {
      cartReference: reference,
      cartItems: items,
      autoRemovedItems: removed,
      cartTotal: { amount: cartTotal, currency: items[0]?.total.currency ?? site.currency },
      preOrderTotal: { amount: preOrderTotal, currency: items[0]?.total.currency ?? site.currency },
      requiresUnattendedPaymentMethod: items.some((item) => item.recurringPurchase?.enabled === true),
      blockedReasons,
      showRegulation: false,
      promotion: applied,
    };
  }

  /**
   * A promotion code for the cart (storefront §7 "Promotions"). A discount code is checked against what the cart
   * charges now and held by the cart (replacing any code it held); a credit code is redeemed into the signed-in
   * customer's wallet at once, under the Idempotency-Key `keyOf` reads (required only then: it moves money).
   * A code that does not apply is 422 promotion_not_added with the reason, and nothing changes.
   */
  async function addPromotion(cart: CartRow, site: CartSite, reference: string, typed: string, keyOf: () => string): Promise<{ cart: Cart; replayed: boolean }> {
    const code = normaliseVoucherCode(typed);
    const voucher = await voucherForCode(db, site.key, code);
    const at = now();
    if (isCreditVoucher(voucher.type) && cart.customerId) {
      const key = keyOf();
      const credit = await redeemCredit(db, { site, customerId: cart.customerId, voucher, idempotencyKey: key, at });
      return { cart: { ...(await view(db, cart, site, reference)), promotionCredit: credit.credit }, replayed: credit.replayed };
    }
    const { subtotal } = await priceLines(db, cart, site, at);
    await addCartPromotion(db, { cartId: cart.id, voucher, customerId: cart.customerId, subtotal, at, site });
    await touchCart(db, cart.id, at);
    return { cart: await view(db, cart, site, reference), replayed: false };
  }

  async function removePromotion(cart: CartRow): Promise<void> {
    if (!(await removeCartPromotion(db, cart.id))) throw new AppError(ERROR_CODES.promotionNotFound);
  }

  async function anonCart(site: CartSite, token: string): Promise<CartRow> {
    const cart = await findCartByToken(db, token);
    if (!cart || cart.siteKey !== site.key) throw new AppError(ERROR_CODES.cartNotFound, [token]);
    return cart;
  }

  async function ownCart(site: CartSite, customerId: string): Promise<CartRow> {
    return customerCart(db, randomUUID(), site.key, customerId);
  }

  /** A kind line joins the cart's line for the same thing (more shares of one session), priced as a whole. */
  async function addKindTo(cart: CartRow, site: CartSite, body: KindCartItemAdd): Promise<void> {
    const existing = (await listKindLines(db, cart.id)).find((row) => row.productType === body.productType && row.key === body.key);
    const draft = { ...body, quantity: body.quantity + (existing?.quantity ?? 0) };
    try {
      await lineKinds.priceIn(db, { site, currency: shownCurrency(site), customerId: cart.customerId, at: now() }, draft);
    } catch (error) {
      if (error instanceof LineProblem) throw lineError(error);
      throw error;
    }
    if (existing) await updateKindLineQuantity(db, cart.id, existing.id, draft.quantity);
    else await insertKindLine(db, { id: randomUUID(), cartId: cart.id, ...draft, createdAt: now() });
    await touchCart(db, cart.id, now());
  }

  async function addTo(cart: CartRow, site: CartSite, body: CartItemAdd | KindCartItemAdd): Promise<void> {
    if (isKindAdd(body)) return addKindTo(cart, site, body);
    let line: PricedLine;
    try {
      line = await createLineResolver(db, site.key, now(), site.pricingSubVariant ?? null)(draftOfAdd(body));
    } catch (error) {
      if (error instanceof LineProblem) throw lineError(error);
      throw error;
    }
    await insertItem(db, { id: randomUUID(), cartId: cart.id, ...rowValues(line), createdAt: now() });
    await touchCart(db, cart.id, now());
  }

  async function change(cart: CartRow, site: CartSite, itemId: string, body: CartItemChange): Promise<void> {
    const row = await findItem(db, cart.id, itemId);
    if (!row) return changeKind(cart, site, itemId, body);
    const draft = draftOf(row);
    if (body.numDraws !== undefined) draft.numDraws = body.numDraws;
    if (body.games !== undefined) draft.games = body.games;
    let line: PricedLine;
    try {
      line = await createLineResolver(db, site.key, now(), site.pricingSubVariant ?? null)(draft);
    } catch (error) {
      if (error instanceof LineProblem) throw lineError(error);
      throw error;
    }
    await updateItem(db, cart.id, itemId, rowValues(line));
  }

  /** A kind line changes only its quantity; ticket fields sent for it are refused, not ignored. */
  async function changeKind(cart: CartRow, site: SiteRecord, itemId: string, body: CartItemChange): Promise<void> {
    const row = await findKindLine(db, cart.id, itemId);
    if (!row) throw new AppError(ERROR_CODES.cartItemNotFound, [itemId]);
    if (body.numDraws !== undefined || body.games !== undefined) throw lineError(new LineProblem(`${row.productType.replaceAll('_', ' ')} lines change only their quantity.`));
    if (body.quantity === undefined) return;
    const draft = { ...kindDraftOf(row), quantity: body.quantity };
    try {
      await lineKinds.priceIn(db, { site, currency: shownCurrency(site), customerId: cart.customerId, at: now() }, draft);
    } catch (error) {
      if (error instanceof LineProblem) throw lineError(error);
      throw error;
    }
    await updateKindLineQuantity(db, cart.id, itemId, draft.quantity);
  }

  async function remove(cart: CartRow, itemId: string): Promise<void> {
    const gone = (await deleteItems(db, cart.id, [itemId])) + (await deleteKindLines(db, cart.id, [itemId]));
    // The promotion code is a cart item too (storefront §3 voucher types): removed by its id like any line.
    if (gone === 0 && !(await removeCartPromotion(db, cart.id, itemId))) throw new AppError(ERROR_CODES.cartItemNotFound, [itemId]);
  }

  return {
    view,
    async createAnon(site: CartSite): Promise<Cart> {
      // 24 random bytes → 32 URL-safe characters ([A-Za-z0-9_-]{32}).
      const token = randomBytes(24).toString('base64url');
      const cart = await insertAnonCart(db, randomUUID(), site.key, token);
      return view(db, cart, site, token);
    },
    async getAnon(site: CartSite, token: string): Promise<Cart> {
      return view(db, await anonCart(site, token), site, token);
    },
    async addAnon(site: CartSite, token: string, body: CartItemAdd | KindCartItemAdd): Promise<Cart> {
      const cart = await anonCart(site, token);
      await addTo(cart, site, body);
      return view(db, cart, site, token);
    },
    async changeAnon(site: CartSite, token: string, itemId: string, body: CartItemChange): Promise<Cart> {
      const cart = await anonCart(site, token);
      await change(cart, site, itemId, body);
      return view(db, cart, site, token);
    },
    async removeAnon(site: CartSite, token: string, itemId: string): Promise<Cart> {
      const cart = await anonCart(site, token);
      await remove(cart, itemId);
      return view(db, cart, site, token);
    },
    /** Moves an anonymous cart's lines into the customer's cart and deletes the anonymous one (on sign-in). */
    async convert(site: CartSite, token: string, customerId: string): Promise<Cart> {
      const anon = await anonCart(site, token);
      const cart = await ownCart(site, customerId);
      await db.transaction(async (tx) => {
        await moveItems(tx, anon.id, cart.id);
        await moveCartPromotionTo(tx, anon.id, cart.id, now());
        await deleteCart(tx, anon.id);
      });
      return view(db, cart, site, cart.id);
    },
    async get(site: CartSite, customerId: string): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      return view(db, cart, site, cart.id);
    },
    async add(site: CartSite, customerId: string, body: CartItemAdd | KindCartItemAdd): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      await addTo(cart, site, body);
      return view(db, cart, site, cart.id);
    },
    async change(site: CartSite, customerId: string, itemId: string, body: CartItemChange): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      await change(cart, site, itemId, body);
      return view(db, cart, site, cart.id);
    },
    async remove(site: CartSite, customerId: string, itemId: string): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      await remove(cart, itemId);
      return view(db, cart, site, cart.id);
    },
    async addPromotionAnon(site: CartSite, token: string, code: string): Promise<Cart> {
      const cart = await anonCart(site, token);
      // A visitor has no wallet: a credit code is refused by its rules (sign in first), so no key is ever needed.
      return (await addPromotion(cart, site, token, code, () => '')).cart;
    },
    async removePromotionAnon(site: CartSite, token: string): Promise<Cart> {
      const cart = await anonCart(site, token);
      await removePromotion(cart);
      return view(db, cart, site, token);
    },
    async addPromotion(site: CartSite, customerId: string, code: string, keyOf: () => string): Promise<{ cart: Cart; replayed: boolean }> {
      const cart = await ownCart(site, customerId);
      return addPromotion(cart, site, cart.id, code, keyOf);
    },
    async removePromotion(site: CartSite, customerId: string): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      await removePromotion(cart);
      return view(db, cart, site, cart.id);
    },
  };
}
