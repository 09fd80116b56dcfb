import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import type { CartClient } from '@drawfront/shared/cart/cart-client';
import type { QueryClient } from '@drawfront/shared/data/query-client';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { SiteRelease } from '@drawfront/shared/contract/release';
import type { SiteInfo } from '@drawfront/shared/contract/site';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { CartStore } from '@drawfront/shared/stores/cart-store';
import type { NotificationStore } from '@drawfront/shared/stores/notification-store';
import type { NotificationsFeedStore } from '@drawfront/shared/stores/notifications-feed-store';
import type { SessionStore } from '@drawfront/shared/stores/session-store';
import type { SessionService } from './session-service';
import type { StepUpController } from '../features/step-up/step-up-controller';
import type { PageVisits } from './page-visits';

/** Everything the shell made at boot; one instance per page, passed down explicitly (no globals). */
export interface ShellContext {
  site: SiteInfo;
  /** Links to this site's pages, from the route table with the site's path overrides; null for a page the site lacks. */
  pathTo: PathTo;
  release: SiteRelease;
  bus: EventBus;
  session: SessionStore;
  /** Owns the session store: sign-in, refresh, restore at boot, inactivity and logout. */
  sessionService: SessionService;
  cart: CartStore;
  /** The page's one cart client, passed to every remote (contract 1.1). */
  cartClient: CartClient;
  notifications: NotificationStore;
  /** The notifications feed's unread count: the header bell's badge and its panel. */
  notificationsFeed: NotificationsFeedStore;
  api: ApiClient;
  /** The page's one query cache, passed to every remote (contract 1.3); absent in tests that need none. */
  queries?: QueryClient;
  i18n: I18n;
  /** When the page booted (ms since epoch), for the 24 h stale-chunk rule. */
  bootedAt: number;
  /** The elevation modal's state (403 REQUIRED → code → the call sent again); absent in tests that need none. */
  stepUp?: StepUpController;
  /** The navigation epoch: a drawer, dialog or toast started on a page the customer has left is dropped. */
  pageVisits: PageVisits;
}
