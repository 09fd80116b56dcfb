import type { BlockedReasonId, Cart } from './cart';

/** Groups spec §9 and storefront §9: a partner's web channel is the one whose key ends so. */
export const PARTNER_WEB_CHANNEL_SUFFIX = '_web';

/** Groups spec §5 and §8, storefront §8: what buying an empty partner cart answers (exact text). */
export const PARTNER_CART_EMPTY_MESSAGE = 'Attempted to purchase an empty partner cart.';

interface Money {
  amount: number;
  currency: string;
}

export interface PartnerChannel {
  channelKey: string;
}

/**
 * What a partner's site sends to be bought (groups spec §7 "Partner purchase": cartItem{lottery, raffleOffer,
 * recurringPurchase or null, drawNumber}). `lottery` is the offer's key, `raffleOffer` the game offer
 * (null: the offer's standard one), `drawNumber` the draw (null: the next one on sale). The games are
 * quick picks, as many as the game offer's default.
 */
export interface PartnerCartItemInput {
  lottery: string;
  raffleOffer: string | null;
  recurringPurchase: { enabled: boolean } | null;
  drawNumber: number | null;
}

/** Groups spec §3 "Partner": key, slug, channels (the one ending in _web is used); plus what a page shows. */
export interface Partner {
  key: string;
  slug: string;
  name: string;
  /** The partner's own site (http or https), linked back to from the receipt. */
  siteUrl: string;
  channels: PartnerChannel[];
  /** What the partner sells when its link carries no cart. */
  product: PartnerCartItemInput;
}

/** Groups spec §3 "Partner purchase cart" line: lotteryKey, gameOffer, recurringPurchase{enabled}, drawNo (plus what a page shows). */
export interface PartnerCartLine {
  lotteryKey: string;
  gameOffer: string;
  recurringPurchase: { enabled: boolean };
  drawNo: number;
  drawDate: string;
  description: string;
  numGames: number;
  purchaseStatus: 'standard' | 'pre_order';
  total: Money;
}

/** Groups spec §3 "Partner purchase cart". `customerId` is null on the anonymous call. */
export interface PartnerCart {
  customerId: string | null;
  cartTotal: Money;
  preOrderTotal: Money;
  cartItems: PartnerCartLine[];
  blockedReasons: Partial<Record<BlockedReasonId, string>>;
  requiresUnattendedPaymentMethod: boolean;
}

/** `POST /cart/partner/{slug}` and `/anon-cart/partner/{slug}`: the cart data the partner sent. */
export interface PartnerCartBody {
  cartItem: PartnerCartItemInput | null;
}

/** `POST /cart/partner/{slug}/purchase` (v3.2): cartItem, deposit or null, purchase{channelKey, partnerKey, metadata}. */
export interface PartnerPurchaseBody {
  cartItem: PartnerCartItemInput | null;
  deposit: { depositMethodId: string } | null;
  purchase: { channelKey: string; partnerKey: string; metadata?: Record<string, string> };
}

/** "Result is the purchase id": the checkout whose receipt `GET /checkout/{id}` (v3.4) answers. */
export interface PartnerPurchaseResult {
  purchaseId: string;
}

/** The partner's web channel key (the one ending in `_web`), or null when it has none. */
export function webChannelKey(partner: Pick<Partner, 'channels'>): string | null {
  return partner.channels.find((channel) => channel.channelKey.endsWith(PARTNER_WEB_CHANNEL_SUFFIX))?.channelKey ?? null;
}

/** Versions of the partner calls (groups spec §7: the purchase is v3.2; GET /checkout/{id} is v3.4). */
export const PARTNER_PURCHASE_VERSION = '3.2';
export const CHECKOUT_READ_VERSION = '3.4';

/** What a replay answers (storefront §2 `/cart/replay/{replayID}`): what went into the cart and what did not, with why. */
export interface CartReplayResult {
  replayed: { lotteryKey: string; description: string; drawNo: number }[];
  notReplayed: { lotteryKey: string; description: string; reason: string }[];
  /** The customer's cart after the replay. */
  cart: Cart;
}
