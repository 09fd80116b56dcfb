import type { LoginResult } from '../contract/customer';
import type { PartnerCart, PartnerCartItemInput } from '../contract/partners';

/**
 * Every event that crosses the shell ↔ remote boundary. A discriminated union on `type`, so a
 * subscriber gets the payload type for free and an unknown event is a compile error.
 */
export type DrawfrontEvent =
  | { type: 'cart/changed'; itemCount: number; total: { amount: number; currency: string } }
  /**
   * A ticket was just added where the site has pre-cart recommended draws: the shell opens its pre-cart drawer
   * (the line, the cart total, recommended draws) instead of the remote going to the cart. `cartPath` keeps the
   * page's utm parameters; `cartLines` are the cart's draws, which the drawer never recommends. `startedAt`
   * (`pageStamp()` when the add began) lets the shell drop the drawer once the customer has left that page.
   */
  | {
      type: 'cart/item-added';
      description: string;
      lineTotal: { amount: number; currency: string };
      cartTotal: { amount: number; currency: string };
      cartPath: string;
      cartLines: { lotteryKey: string; drawNo: number }[];
      startedAt?: number;
    }
  | { type: 'session/changed'; isAuthenticated: boolean; customerId: string | null }
  | { type: 'session/logged-in'; customerId: string }
  /** A remote signed the customer in (login, sign-up, autologin): the shell stores the tokens and takes over. */
  | { type: 'session/login-succeeded'; result: LoginResult; returnTo: string | null }
  | { type: 'session/logout-requested'; reason: 'user' | 'unauthorised' | 'expired'; redirectTo?: string }
  | { type: 'auth/login-required'; returnTo: string }
  | { type: 'auth/step-up-required'; requestId: string }
  | { type: 'notification/show'; notification: NotificationInput }
  | { type: 'analytics/track'; name: string; properties: Record<string, unknown> }
  | { type: 'navigation/request'; to: string; replace?: boolean }
  /**
   * The balance changed. Published by the shell alone (`publishWalletChanges`), after a write invalidated the
   * customer's query key; kept for listeners that do not read the key. Remotes built before the query layer emit it too.
   */
  | { type: 'wallet/changed'; balance: { amount: number; currency: string } }
  /** The customer's record changed on the server (a break taken, details saved): the shell re-reads `GET /customer`. */
  | { type: 'customer/changed' }
  | { type: 'error/sitewide'; status: number; code: string | null }
  /** Partner cart events (groups spec §4): cart data received from the partner (merged), the priced cart (items replaced), bought (cleared). */
  | { type: 'partner-cart/received'; slug: string; item: PartnerCartItemInput }
  | { type: 'partner-cart/updated'; slug: string; cart: PartnerCart }
  | { type: 'partner-cart/purchased'; slug: string; purchaseId: string };

export type DrawfrontEventType = DrawfrontEvent['type'];
export type EventOf<T extends DrawfrontEventType> = Extract<DrawfrontEvent, { type: T }>;

export type NotificationLevel = 'info' | 'success' | 'warning' | 'error';

export interface NotificationAction {
  id: string;
  text: string;
  link?: string;
}

/** A notification before the stack gives it an id (spec part 2 §3 "Notification"). */
export interface NotificationInput {
  title: string;
  message: string;
  level: NotificationLevel;
  isAutoDismissed?: boolean;
  actions?: NotificationAction[];
  /** `pageStamp()` when the action behind it began: the shell drops it if the customer has left that page since. */
  startedAt?: number;
}
