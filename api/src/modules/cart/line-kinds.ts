import type { CartItem, KindCartItem, KindCartItemAdd, KindProductType } from '@drawfront/shared/contract/cart';
import type { ReceiptLine } from '@drawfront/shared/contract/purchase';
import type { Executor, Transaction } from '../../db/client';
import type { SiteRecord } from '../sites/site-record';
import { homeCurrencyOf, inForeignCurrency } from '../sites/money-site';
import { LineProblem } from './lines';

/**
 * Cart line kinds: products that are not tickets of an offer's draws (a lotto party session's shares, a
 * membership) but are bought through the same cart and purchase (limits, ledger, idempotency, receipt).
 *
 * A module that sells such a product implements `CartLineKind` and registers it once in `src/app/line-kinds.ts`
 * (`lineKinds.register(kind)`). The cart then accepts `POST /cart/items` bodies
 * `{ productType, key, quantity }` for it, shows the line with `price`, and a purchase calls `price` again
 * inside its transaction (under the customer's wallet lock), charges the total with the tickets, and calls
 * `fulfil` in the same transaction, after the payment is posted and before it commits. If `fulfil` throws
 * (the last shares went meanwhile), the whole purchase rolls back and nothing is charged.
 */
export interface CartLineKind {
  productType: KindProductType;
  /**
   * Checks the line for this buyer at `at` and prices it from the server's own tables; throws `LineProblem`
   * (the cart's 422 `invalid_cart_item`, or `draw_closed`) when it cannot be bought. `customerId` is null in an
   * anonymous cart: a kind that needs a customer says so with a LineProblem. `db` may be the purchase's transaction.
   */
  price(db: Executor, context: KindContext, draft: KindLineDraft): Promise<PricedKindLine>;
  /**
   * Delivers a bought line inside the purchase's transaction (allocate the shares, start the membership). It
   * must lock what it sells, so two purchases racing for the last unit cannot both have it.
   */
  fulfil(tx: Transaction, context: FulfilContext, line: PricedKindLine): Promise<void>;
  /**
   * Whether the kind has its own price in each currency it is sold in (a membership's pounds on the en-GB site):
   * it prices in `KindContext.currency` itself, instead of the kind being refused to customers keeping another.
   */
  pricedPerCurrency?: boolean;
}

export interface KindContext {
  site: SiteRecord;
  /**
   * The currency the line is priced in: the request's sub-variant's in a cart (what the visitor is shown), the
   * wallet's at purchase (what is charged). Absent: the site's (`site.currency`).
   */
  currency?: string;
  customerId: string | null;
  at: Date;
}

export interface FulfilContext {
  site: SiteRecord;
  customerId: string;
  /** The purchase's checkout (receipt) id: what the kind's records point back to. */
  checkoutId: string;
  at: Date;
}

/** A kind line as the cart stores it or a request sends it. */
export type KindLineDraft = KindCartItemAdd;

/** A kind line checked and priced now, in integer cents. */
export interface PricedKindLine {
  productType: KindProductType;
  key: string;
  quantity: number;
  description: string;
  /** The currency of the prices, when the kind prices per currency; else the site's. */
  currency?: string;
  /** Price of one unit (one share, one membership period). */
  unitPrice: number;
  /** unitPrice × quantity: what the line costs. */
  total: number;
  details: KindCartItem['details'];
  recurringPurchase: CartItem['recurringPurchase'] | null;
}

export type LineKinds = ReturnType<typeof createLineKinds>;

/** The registry of line kinds one app serves; modules add theirs while the app is wired. */
export function createLineKinds() {
  const kinds = new Map<KindProductType, CartLineKind>();
  return {
    register(kind: CartLineKind): void {
      if (kinds.has(kind.productType)) throw new Error(`cart line kind ${kind.productType} is registered twice`);
      kinds.set(kind.productType, kind);
    },
    /** The kind selling this product type; a type nobody sells on this app is a line that cannot be bought. */
    of(productType: KindProductType): CartLineKind {
      const kind = kinds.get(productType);
      if (!kind) throw new LineProblem(`${productType.replaceAll('_', ' ')} lines are not sold on this site.`);
      return kind;
    },
    /**
     * Checks and prices a kind line for its buyer. Kind lines are priced in the site's own currency and never
     * converted, so a customer keeping another (an en-GB customer's pounds) cannot buy them, unless the kind has
     * its own price in their currency (`pricedPerCurrency`).
     */
    async priceIn(db: Executor, context: KindContext, draft: KindLineDraft): Promise<PricedKindLine> {
      const kind = this.of(draft.productType);
      if (!kind.pricedPerCurrency && inForeignCurrency(context.site)) throw new LineProblem(`${draft.productType.replaceAll('_', ' ')} lines are priced in ${homeCurrencyOf(context.site)}, and your account keeps ${context.site.currency}.`);
      return kind.price(db, context, draft);
    },
  };
}

/** The body is a kind line (`productType` names a kind) rather than a ticket draft. */
export function isKindAdd(body: object): body is KindCartItemAdd {
  return 'productType' in body;
}

/** A priced kind line as the cart answers it. */
export function toKindCartItem(id: string, line: PricedKindLine, currency: string): KindCartItem {
  const amount = (value: number) => ({ amount: value, currency: line.currency ?? currency });
  return {
    id,
    productType: line.productType,
    key: line.key,
    description: line.description,
    unitPrice: amount(line.unitPrice),
    quantity: line.quantity,
    total: amount(line.total),
    details: line.details,
    recurringPurchase: line.recurringPurchase,
  };
}

/** A bought kind line on the receipt: no draw of its own, one "game" per unit bought. */
export function toKindReceiptLine(line: PricedKindLine, currency: string, at: Date): ReceiptLine {
  const drawNo = typeof line.details.drawNo === 'number' ? line.details.drawNo : 0;
  const drawDate = typeof line.details.drawDate === 'string' ? line.details.drawDate : at.toISOString();
  const periodDays = typeof line.details.periodDays === 'number' ? line.details.periodDays : null;
  // A recurring period charges its unit price again when the period ends.
  const renews = line.recurringPurchase?.enabled && periodDays !== null;
  return {
    lotteryKey: line.key,
    productDescription: line.description,
    drawNo,
    drawDate,
    numDraws: 1,
    numGames: line.quantity,
    purchasePrice: { amount: line.total, currency },
    purchaseStatus: 'standard',
    productType: line.productType,
    details: line.details,
    ...(renews ? { renewal: { amount: { amount: line.unitPrice, currency }, at: new Date(at.getTime() + periodDays * 86_400_000).toISOString() } } : {}),
  };
}
