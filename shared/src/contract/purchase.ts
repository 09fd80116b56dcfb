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
}

/** `GET /v2/checkout/{id}` (v3.4) and the answer of `POST /v2/cart/purchase`. */
export interface Receipt {
  checkoutId: string;
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

/** One ticket: one game for one draw (`GET /v2/tickets`, `/v2/tickets/{id}`). */
export interface Ticket {
  id: string;
  checkoutId: string;
  lotteryKey: string;
  offerName: string;
  /** The offer's URL segment on the site's sub-variant (its alias there, else its url; not always its key): `/{offerUrl}/results/draw/{drawNo}`. */
  offerUrl: string;
  drawNo: number;
  drawDate: string;
  games: { numbers?: number[]; powerball?: number[]; favourites?: number[] }[];
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
  /** Raffle tickets: the ticket's number in its draw, issued in sequence at purchase (the number a draw picks). */
  entryNo?: number;
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
  reference: string;
}

/** Page info of list answers (groups spec §3 "Pagination entry"). */
export interface PageInfo {
  limit: number;
  offset: number;
  total: number;
}
