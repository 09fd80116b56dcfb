import type { CartItem, GamePicks, KindCartItem, LinePart } from './cart';
import type { Amount, GameTypeKey } from './catalogue';
import type { DrawStatus, TicketOutcome } from './draws';

/** Receipt line (storefront §3 "Receipt" tracking product, trimmed to what a receipt page shows). */
export interface ReceiptLine {
  lotteryKey: string;
  productDescription: string;
  drawNo: number;
  drawDate: string;
  numDraws: number;
  numGames: number;
  purchasePrice: Amount;
  purchaseStatus: 'standard' | 'pre_order';
  /** Ticket lines: every game is the customer's favourite game for this lottery (`rules/favourite-games.ts`); absent on other lines and older receipts. */
  favourite?: boolean;
  /** Ticket lines: at least one game is. */
  hasFavouriteNumbers?: boolean;
  /** What was bought (absent on older receipts): it decides how the line is worded (shared/src/lines/present-line.ts). */
  productType?: CartItem['productType'] | KindCartItem['productType'];
  gameType?: GameTypeKey;
  /** Games the entries cover (a System 8: 28). */
  gamesCovered?: number;
  /** The numbers played, game by game in the order played. */
  games?: GamePicks[];
  /** Raffle lines: the ticket numbers issued, in order. */
  entryNos?: number[];
  /** Syndicate lines: the syndicate and the shares it is split into. */
  syndicateName?: string;
  syndicateSize?: number;
  /** Super Combo lines: each component lottery's draw. */
  parts?: LinePart[];
  /** Lines of the other kinds (lotto party shares, memberships): what the kind says of the line. */
  details?: KindCartItem['details'];
  /** Recurring lines: what they charge next and when (absent when the line does not recur). */
  renewal?: { amount: Amount; at: string };
}

/** `GET /v2/checkout/{id}` (v3.4) and the answer of `POST /v2/cart/purchase`. */
export interface Receipt {
  checkoutId: string;
  /** The short code the customer reads and quotes (`DF-7K3Q-9M2P`); absent on older receipts. */
  reference?: string;
  purchasedAt: string;
  total: Amount;
  lines: ReceiptLine[];
  /** Wallet balance after the purchase. */
  balance: Amount;
  /** The promotion code the purchase used and what it took off (`total` is after it); absent without one. */
  promotion?: { code: string; productType: string; discount: Amount };
  trackingData: {
    goals: string[];
    products: {
      brand: string;
      analyticsProductType: string;
      causeKey: string | null;
      productDescription: string;
      drawDate: string;
      drawNo: number;
      hasFavouriteNumbers: boolean;
      analyticsName: string;
      numDraws: number;
      numGames: number;
      purchasePrice: number;
      prizePool: number | null;
      lotteryKey: string;
      recurringPurchaseEnabled: boolean;
      recurringPurchaseType: string | null;
      analyticsVariant: string;
      purchaseStatus: 'standard' | 'pre_order';
      /** Bitmask of weekdays, Monday = 1. */
      daysOfWeek: number;
    }[];
  };
}

/**
 * One ticket: what the customer bought of one offer for one draw, played one way, in one purchase (`GET /v2/tickets`,
 * `/v2/tickets/{id}`); its games in the order played. Its id is its first game's, and any game's id finds it.
 */
export interface Ticket {
  id: string;
  checkoutId: string;
  lotteryKey: string;
  offerName: string;
  /** The offer's URL segment on the site's sub-variant (its alias there, else its url; not always its key): `/{offerUrl}/results/draw/{drawNo}`. */
  offerUrl: string;
  drawNo: number;
  drawDate: string;
  /** Raffle tickets: each game is one ticket number (`entryNo`). */
  games: { numbers?: number[]; powerball?: number[]; favourites?: number[]; entryNo?: number }[];
  /** How the entry is played (a System 8, a PowerHit…); standard when absent. */
  gameType?: GameTypeKey;
  /** Games the entry covers (a System 8: 28); 1 when absent. */
  gamesCovered?: number;
  price: Amount;
  /** Past once the draw is drawn (groups spec §4 result groups), not when its date has passed. */
  status: 'upcoming' | 'past';
  /** Where the draw is in its lifecycle. */
  drawStatus: DrawStatus;
  /** How the ticket did; null until its draw is scored. */
  outcome: TicketOutcome | null;
  /** Raffle tickets: the first ticket number in its draw, issued in sequence at purchase (the number a draw picks); each game has its own. */
  entryNo?: number;
  /** The purchase's short reference (`DF-7K3Q-9M2P`); absent for purchases made before references. */
  reference?: string;
}

/** A wallet movement as the customer sees it (`GET /v2/transactions`). */
export interface WalletTransaction {
  id: string;
  kind: 'deposit' | 'purchase' | 'prize' | 'withdrawal' | 'refund' | 'voucher_credit';
  /** Signed: positive credits the wallet, negative debits it. */
  amount: Amount;
  balanceAfter: Amount;
  description: string;
  createdAt: string;
  /** The API's own reference of the movement (a checkout, deposit or withdrawal id): for support, never shown. */
  reference: string;
  /** What the customer reads and quotes: the short code of the purchase it paid (`DF-7K3Q-9M2P`), else null. */
  receiptReference: string | null;
}

/** Page info of list answers (groups spec §3 "Pagination entry"). */
export interface PageInfo {
  limit: number;
  offset: number;
  total: number;
}
