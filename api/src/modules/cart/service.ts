import { randomBytes, randomUUID } from 'node:crypto';
import type { BlockedReasonId, Cart, CartItem, CartItemAdd, CartItemChange } from '@drawfront/shared/contract/cart';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import type { SiteRecord } from '../sites/site-record';
import { createLineResolver, draftOf, draftOfAdd, LineProblem, lineError } from './lines';
import type { LineDraft, PricedLine } from './lines';
import {
  customerCart,
  deleteCart,
  deleteItems,
  findCartByCustomer,
  findCartByToken,
  findItem,
  insertAnonCart,
  insertItem,
  listItems,
  moveItems,
  touchCart,
  updateItem,
} from './repository';
import type { CartRow } from './repository';

/** Why a signed-in customer's cart cannot be bought now (limits); reason id → message. */
export type BlockedReasons = (customerId: string, site: SiteRecord, cartTotal: number) => Promise<Partial<Record<BlockedReasonId, string>>>;

export type CartService = ReturnType<typeof createCartService>;

/** A customer's cart as a purchase reads it: the cart (null: none yet) and each line's id and draft, in cart order. */
export interface CartToBuy {
  cartId: string | null;
  lines: { itemId: string; draft: LineDraft }[];
}

/** The customer's cart lines, read in the caller's transaction (a purchase prices them under its wallet lock). */
export async function cartToBuy(tx: Executor, customerId: string): Promise<CartToBuy> {
  const cart = await findCartByCustomer(tx, customerId);
  const rows = cart ? await listItems(tx, cart.id) : [];
  return { cartId: cart?.id ?? null, lines: rows.map((row) => ({ itemId: row.id, draft: draftOf(row) })) };
}

/** Takes bought lines out of the cart, in the purchase's transaction (lines added meanwhile stay). */
export async function removeBoughtLines(tx: Executor, cartId: string, itemIds: string[]): Promise<void> {
  await deleteItems(tx, cartId, itemIds);
}

/** A cart line as the API answers it (storefront §3 "Cart item"). */
export function toCartItem(id: string, line: PricedLine, currency: string): CartItem {
  const first = line.draws[0]!;
  const amount = (value: number) => ({ amount: value, currency });
  return {
    id,
    productType: line.productType,
    lotteryKey: line.offer.key,
    description: line.offer.name,
    drawNo: first.drawNo,
    drawDate: first.drawDate.toISOString(),
    drawPrizePool: first.prizePoolCents === null ? null : amount(first.prizePoolCents),
    gameType: line.gameType,
    gameOffer: line.gameOffer.key,
    numDraws: line.numDraws,
    numGames: line.games.length,
    games: line.games,
    quickpick: line.quickpick,
    causeKey: line.causeKey,
    day: line.day,
    unitPrice: amount(line.unitPrice),
    quantity: 1,
    total: amount(line.unitPrice),
    purchaseStatus: line.purchaseStatus,
    recurringPurchase: {
      enabled: line.autoplay,
      type: line.offer.recurringPurchase?.type ?? 'autoplay',
      availability: line.offer.recurringPurchase?.availability ?? 'never',
    },
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
  };
}

export function createCartService(db: Database, options: { now: () => Date; blockedReasons?: BlockedReasons }) {
  const { now } = options;

  /** Prices every line from the server's tables; lines that can no longer be bought are removed and reported. */
  async function view(executor: Executor, cart: CartRow, site: SiteRecord, reference: string): Promise<Cart> {
    const resolve = createLineResolver(executor, site.key, now());
    const items: CartItem[] = [];
    const removed: { id: string; reason: string }[] = [];
    let cartTotal = 0;
    let preOrderTotal = 0;
    for (const row of await listItems(executor, cart.id)) {
      try {
        const line = await resolve(draftOf(row));
        items.push(toCartItem(row.id, line, site.currency));
        cartTotal += line.unitPrice;
        if (line.purchaseStatus === 'pre_order') preOrderTotal += line.unitPrice;
      } catch (error) {
        if (!(error instanceof LineProblem)) throw error;
        removed.push({ id: row.id, reason: error.message });
      }
    }
    await deleteItems(executor, cart.id, removed.map((item) => item.id));
    const blockedReasons = cart.customerId && options.blockedReasons ? await options.blockedReasons(cart.customerId, site, cartTotal) : {};
    return {
      cartReference: reference,
      cartItems: items,
      autoRemovedItems: removed,
      cartTotal: { amount: cartTotal, currency: site.currency },
      preOrderTotal: { amount: preOrderTotal, currency: site.currency },
      requiresUnattendedPaymentMethod: items.some((item) => item.recurringPurchase.enabled),
      blockedReasons,
      showRegulation: false,
    };
  }

  async function anonCart(site: SiteRecord, token: string): Promise<CartRow> {
    const cart = await findCartByToken(db, token);
    if (!cart || cart.siteKey !== site.key) throw new AppError(ERROR_CODES.cartNotFound, [token]);
    return cart;
  }

  async function ownCart(site: SiteRecord, customerId: string): Promise<CartRow> {
    return customerCart(db, randomUUID(), site.key, customerId);
  }

  async function addTo(cart: CartRow, site: SiteRecord, body: CartItemAdd): Promise<void> {
    let line: PricedLine;
    try {
      line = await createLineResolver(db, site.key, now())(draftOfAdd(body));
    } catch (error) {
      if (error instanceof LineProblem) throw lineError(error);
      throw error;
    }
    await insertItem(db, { id: randomUUID(), cartId: cart.id, ...rowValues(line), createdAt: now() });
    await touchCart(db, cart.id, now());
  }

  async function change(cart: CartRow, site: SiteRecord, itemId: string, body: CartItemChange): Promise<void> {
    const row = await findItem(db, cart.id, itemId);
    if (!row) throw new AppError(ERROR_CODES.cartItemNotFound, [itemId]);
    const draft = draftOf(row);
    if (body.numDraws !== undefined) draft.numDraws = body.numDraws;
    if (body.games !== undefined) draft.games = body.games;
    let line: PricedLine;
    try {
      line = await createLineResolver(db, site.key, now())(draft);
    } catch (error) {
      if (error instanceof LineProblem) throw lineError(error);
      throw error;
    }
    await updateItem(db, cart.id, itemId, rowValues(line));
  }

  async function remove(cart: CartRow, itemId: string): Promise<void> {
    if ((await deleteItems(db, cart.id, [itemId])) === 0) throw new AppError(ERROR_CODES.cartItemNotFound, [itemId]);
  }

  return {
    view,
    async createAnon(site: SiteRecord): Promise<Cart> {
      // 24 random bytes → 32 URL-safe characters ([A-Za-z0-9_-]{32}).
      const token = randomBytes(24).toString('base64url');
      const cart = await insertAnonCart(db, randomUUID(), site.key, token);
      return view(db, cart, site, token);
    },
    async getAnon(site: SiteRecord, token: string): Promise<Cart> {
      return view(db, await anonCart(site, token), site, token);
    },
    async addAnon(site: SiteRecord, token: string, body: CartItemAdd): Promise<Cart> {
      const cart = await anonCart(site, token);
      await addTo(cart, site, body);
      return view(db, cart, site, token);
    },
    async changeAnon(site: SiteRecord, token: string, itemId: string, body: CartItemChange): Promise<Cart> {
      const cart = await anonCart(site, token);
      await change(cart, site, itemId, body);
      return view(db, cart, site, token);
    },
    async removeAnon(site: SiteRecord, token: string, itemId: string): Promise<Cart> {
      const cart = await anonCart(site, token);
      await remove(cart, itemId);
      return view(db, cart, site, token);
    },
    /** Moves an anonymous cart's lines into the customer's cart and deletes the anonymous one (on sign-in). */
    async convert(site: SiteRecord, token: string, customerId: string): Promise<Cart> {
      const anon = await anonCart(site, token);
      const cart = await ownCart(site, customerId);
      await db.transaction(async (tx) => {
        await moveItems(tx, anon.id, cart.id);
        await deleteCart(tx, anon.id);
      });
      return view(db, cart, site, cart.id);
    },
    async get(site: SiteRecord, customerId: string): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      return view(db, cart, site, cart.id);
    },
    async add(site: SiteRecord, customerId: string, body: CartItemAdd): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      await addTo(cart, site, body);
      return view(db, cart, site, cart.id);
    },
    async change(site: SiteRecord, customerId: string, itemId: string, body: CartItemChange): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      await change(cart, site, itemId, body);
      return view(db, cart, site, cart.id);
    },
    async remove(site: SiteRecord, customerId: string, itemId: string): Promise<Cart> {
      const cart = await ownCart(site, customerId);
      await remove(cart, itemId);
      return view(db, cart, site, cart.id);
    },
  };
}
