import type { Amount, GameTypeKey } from './catalogue';
import type { GamePicks } from './cart';
import type { PageInfo } from './purchase';
import type { LastAttemptStatus, PauseReason, PaymentResolutionAction, RecurringStatus, ScheduledPurchaseStatus } from '../rules/recurring-status';

/** Where a recurring purchase is charged from (groups spec §3 "Recurring purchase methods"). */
export type RecurringFundKind = 'wallet' | 'card';

/** A limit that paused a record by itself: which limit, what the customer reads and when it resets (then the record resumes). */
export interface LimitPause {
  reason: string;
  message: string;
  resetsAt: string | null;
}

/**
 * An autoplay or a subscription (storefront §3 "Autoplay"; `GET /autoplay/{id}`, `GET /subscriptions/{id}`).
 * Autoplays are lottery and syndicate entries repeated every draw; subscriptions are raffle entries.
 */
export interface Autoplay {
  autoplayId: string;
  kind: 'autoplay' | 'subscription';
  productType: 'lottery_ticket' | 'raffle_ticket' | 'syndicate_share';
  productOfferKey: string;
  lotteryId: number;
  description: string;
  gameType: GameTypeKey;
  gameOfferName: string;
  numberOfGames: number | null;
  numberOfTickets: number | null;
  numberOfShares: number | null;
  games: GamePicks[];
  quickpick: boolean;
  causeKey: string | null;
  day: string | null;
  minimumJackpotAmount: Amount | null;
  /** The price of one run at today's prices. */
  pricePerDraw: Amount;
  status: RecurringStatus;
  pausedUntil: string | null;
  pauseReason: PauseReason | null;
  limitPause: LimitPause | null;
  defaultFund: { kind: RecurringFundKind };
  lastAttemptStatus: LastAttemptStatus | null;
  lastAttemptAt: string | null;
  /** The draw the next run is for, when one is scheduled. */
  nextDraw: { drawNo: number; drawDate: string; stop: string } | null;
  createdAt: string;
}

export interface AutoplayList {
  autoplays: Autoplay[];
  pageInfo: PageInfo;
}

export interface SubscriptionList {
  subscriptions: Autoplay[];
  pageInfo: PageInfo;
}

/** A pre-order held until its draw opens for sale, then charged by the recurring-purchase runner. */
export interface ScheduledPurchase {
  id: string;
  encodedId: string;
  productOfferKey: string;
  description: string;
  drawNo: number;
  drawDate: string;
  numberOfTickets: number;
  causeKey: string | null;
  price: Amount;
  status: ScheduledPurchaseStatus;
  lastAttemptStatus: LastAttemptStatus | null;
  /** The checkout that bought it, once charged. */
  checkoutId: string | null;
  createdAt: string;
}

export interface ScheduledPurchaseList {
  scheduledPurchases: ScheduledPurchase[];
  pageInfo: PageInfo;
}

/** One row of the combined list (groups spec §3 "Combined recurring purchase"). */
export interface CombinedRecurringPurchase {
  autoplayId: string;
  kind: 'autoplay' | 'subscription' | 'scheduled';
  productOfferKey: string;
  description: string;
  status: RecurringStatus | ScheduledPurchaseStatus;
  lastAttemptStatus: LastAttemptStatus | null;
}

export interface CombinedRecurringPurchaseList {
  recurringPurchases: CombinedRecurringPurchase[];
  pageInfo: PageInfo;
}

/** A hard failure the customer must act on (`GET /payment_resolutions`, v3.3). */
export interface PaymentResolution {
  id: string;
  autoplayId: string;
  action: PaymentResolutionAction;
  message: string;
  createdAt: string;
}

export interface PaymentResolutionList {
  paymentResolutions: PaymentResolution[];
}

/** `PATCH /autoplays/{id}/status` and `/subscriptions/{id}/status`. */
export interface RecurringStatusChange {
  status: RecurringStatus;
  pausedUntil?: string | null;
}

/** `PATCH /autoplay/{id}`: the parts of an autoplay a customer may change. */
export interface AutoplayChange {
  minimumJackpotAmount?: number | null;
  quickpick?: boolean;
  games?: GamePicks[];
  causeKey?: string | null;
}

/** `PATCH /subscriptions/{id}`. */
export interface SubscriptionChange {
  gameOffer?: string;
  causeKey?: string;
  numGames?: number;
}

/** `POST /process_recurring_purchases/sync`: what the run did for this customer. */
export interface RecurringRunReport {
  purchased: number;
  skipped: number;
  softFailures: number;
  hardFailures: number;
  limitPaused: number;
}

/** `GET /customer/recurring-purchase-method` (groups spec §3). */
export interface RecurringPurchaseMethods {
  availableRecurringPurchaseMethods: { recurringPurchaseMethodKey: RecurringFundKind; disabled: boolean }[];
  selectedRecurringPurchaseMethodKey: RecurringFundKind;
}
