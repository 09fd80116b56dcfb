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
}

/** `PUT /cart/items/{id}` body: what a customer can change on a line from the cart page. */
export interface CartItemChange {
  numDraws?: number;
  games?: GamePicks[];
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
  numGames: number;
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
}

export type BlockedReasonId = 'spend_limit' | 'verification_required' | 'global_spend_limit' | 'deposit_limit' | 'precommitment_limit';

/** `GET /cart/items`, anonymous cart and build answers (storefront §3 "Cart"). */
export interface Cart {
  /** The anonymous cart token, or the customer cart's reference. */
  cartReference: string;
  cartItems: CartItem[];
  autoRemovedItems: { id: string; reason: string }[];
  cartTotal: Amount;
  preOrderTotal: Amount;
  requiresUnattendedPaymentMethod: boolean;
  /** Reason id → message, e.g. precommitment_limit → "This purchase would take you over your pre-commitment limit…". */
  blockedReasons: Partial<Record<BlockedReasonId, string>>;
  showRegulation: boolean;
}
