import type { VoucherType } from '../rules/voucher';
import type { Amount, GameTypeKey } from './catalogue';

/** The numbers of one game, keyed by number-set key (numbers, powerball, favourites). */
export type GamePicks = Partial<Record<'numbers' | 'powerball' | 'favourites', number[]>>;

/**
 * `POST /cart/items` and `POST /anon-cart/{token}/items` body (storefront §3 "Cart-item add payload"),
 * camelCase here. The server re-prices everything from its own tables: no price is ever sent.
 */
export interface CartItemAdd {
  lottery: string;
  gameType: GameTypeKey;
  gameOffer: string;
  /** A number of draws from the offer's drawOptions, or the word autoplay. */
  numDraws: number | 'autoplay';
  /** First draw (defaults to the next open draw; `?firstDrawNo=` on the play page). */
  firstDrawNo?: number;
  games: GamePicks[];
  quickpick: boolean;
  day?: string;
  causeKey?: string;
  affiliateCode?: string;
  recurringPurchase?: { enabled: boolean; type: 'autoplay' | 'subscription' };
  /** Autoplay: run only when the jackpot is at least this, in minor units ("Jackpots $X and over"). */
  minimumJackpotAmount?: number;
  /** Syndicate lines (gameType `syndicate`, no games): the shares to buy (storefront §3 ticket draft `syndicate{numShares}`). */
  syndicate?: { numShares: number };
}

/** `PUT /cart/items/{id}` body: what a customer can change on a line from the cart page. */
export interface CartItemChange {
  numDraws?: number;
  games?: GamePicks[];
  /** Units of a kind line (shares of a lotto party session); ticket lines keep quantity 1. */
  quantity?: number;
}

/** One component lottery of a Super Combo line: its offer and the first draw bought. */
export interface LinePart {
  lotteryKey: string;
  offerName: string;
  drawNo: number;
  drawDate: string;
}

/** A lottery line as the cart answers it (storefront §3 "Cart item"). */
export interface CartItem {
  id: string;
  productType: 'lottery_ticket' | 'multi_draw_ticket' | 'raffle_ticket' | 'syndicate_share';
  lotteryKey: string;
  /** The offer's display name. */
  description: string;
  drawNo: number;
  drawDate: string;
  drawPrizePool: Amount | null;
  gameType: GameTypeKey;
  gameOffer: string;
  numDraws: number;
  /** The draw counts the line's game offer sells (its `drawOptions`): what the cart may change `numDraws` to. */
  drawOptions?: number[];
  numGames: number;
  /** Games the entries cover under the game type (a System 8 entry covers 28); numGames for standard lines. */
  gamesCovered?: number;
  games: GamePicks[];
  quickpick: boolean;
  causeKey: string | null;
  day: string | null;
  unitPrice: Amount;
  quantity: number;
  /** unitPrice × quantity, by the shared price rule. */
  total: Amount;
  purchaseStatus: 'standard' | 'pre_order';
  recurringPurchase: { enabled: boolean; type: 'autoplay' | 'subscription'; availability: 'never' | 'always' | 'optional' };
  /** Autoplay lines: the minimum jackpot a run needs, or null. */
  minimumJackpotAmount?: Amount | null;
  /** Syndicate share lines (storefront §3 "Syndicate share item"): the syndicate; quantity is the shares, unitPrice one share's cost. */
  syndicateKey?: string;
  syndicateName?: string;
  /** Syndicate share lines: the shares the syndicate is split into (a share "of 50"), where the offer says. */
  syndicateSize?: number;
  /** Super Combo lines: each component lottery's first draw, as the line buys them. */
  parts?: LinePart[];
  /** Every game of the line is the customer's favourite game for this lottery (`shared/src/rules/favourite-games.ts`); false signed out. */
  favourite?: boolean;
  /** At least one game of the line is. */
  hasFavouriteNumbers?: boolean;
}

/** The products a cart sells that are not tickets of an offer's draws; each is a line kind the API registers. */
export type KindProductType = 'social_syndicate_share' | 'membership';

/**
 * `POST /cart/items` body for a line that is not a ticket (storefront §3 cart item types): what to buy by its
 * key (a lotto party session id, a membership offer key) and how many (shares; 1 for a membership).
 */
export interface KindCartItemAdd {
  productType: KindProductType;
  key: string;
  quantity: number;
}

/** A line that is not a ticket, as the cart answers it: its kind's own fields are in `details`. */
export interface KindCartItem {
  id: string;
  productType: KindProductType;
  key: string;
  description: string;
  unitPrice: Amount;
  quantity: number;
  total: Amount;
  /** What the kind shows on the line (e.g. groupName and drawNo of a share; membershipProgram and tier of a membership). */
  details: Record<string, string | number | boolean | null>;
  recurringPurchase: CartItem['recurringPurchase'] | null;
}

/** Any line of a cart. */
export type CartLine = CartItem | KindCartItem;

/** Narrows a cart line to a ticket line (every product type but the kinds). */
export function isTicketLine(line: CartLine): line is CartItem {
  return line.productType !== 'social_syndicate_share' && line.productType !== 'membership';
}

/** play_break: the customer is on a break or excluded themselves (beyond the spec, shared/src/rules/play-break.ts). */
export type BlockedReasonId = 'spend_limit' | 'verification_required' | 'global_spend_limit' | 'deposit_limit' | 'precommitment_limit' | 'play_break';

/**
 * The cart's promotion code (storefront §3: a cart item of a voucher type; §7 "Promotions"). A cart holds one;
 * it is answered beside `cartItems` rather than among them, so item counts and ticket lists stay about
 * what is bought. `DELETE /cart/items/{id}` with its id removes it, as `DELETE /cart/promotion` does.
 */
export interface CartPromotion {
  id: string;
  productType: Exclude<VoucherType, 'voucher_credit_amount'>;
  code: string;
  /** e.g. "$5.00 off" or "10% off". */
  description: string;
  /** What the code takes off the cart now (cartTotal is already after it). */
  discount: Amount;
  /** Cents the cart must reach, and when the code stops working (ISO instant), where it has them. */
  minSpend: Amount | null;
  expiresAt: string | null;
}

/** `POST /cart/promotion` and `/anon-cart/{token}/promotion` body (storefront §7, v3.3): `promotion_code` on the wire. */
export interface PromotionAdd {
  promotionCode: string;
}

/** A credit code redeemed into the wallet by the promotion call (the cart itself is unchanged). */
export interface PromotionCredit {
  code: string;
  productType: 'voucher_credit_amount';
  credit: Amount;
  /** The wallet balance after the credit. */
  balance: Amount;
}

/** `GET /cart/items`, anonymous cart and build answers (storefront §3 "Cart"). */
export interface Cart {
  /** The anonymous cart token, or the customer cart's reference. */
  cartReference: string;
  cartItems: CartLine[];
  autoRemovedItems: { id: string; reason: string }[];
  cartTotal: Amount;
  preOrderTotal: Amount;
  requiresUnattendedPaymentMethod: boolean;
  /** Reason id → message, e.g. precommitment_limit → "This purchase would take you over your pre-commitment limit…". */
  blockedReasons: Partial<Record<BlockedReasonId, string>>;
  showRegulation: boolean;
  /** The promotion code taking money off this cart, or null. */
  promotion: CartPromotion | null;
  /** Only in the answer of a promotion call that redeemed a credit code (or its replay). */
  promotionCredit?: PromotionCredit;
}
