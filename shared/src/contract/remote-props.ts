import type { ApiClient } from '../api-client/types';
import type { EventBus } from '../bus/event-bus';
import type { CartClient } from '../cart/cart-client';
import type { QueryClient } from '../data/query-client';
import type { NotificationInput } from '../bus/events';
import type { CartStore } from '../stores/cart-store';
import type { SessionStore } from '../stores/session-store';
import type { I18n } from './i18n';
import type { SiteInfo } from './site';

/**
 * The whole shell → remote contract. Nothing else crosses the boundary: no React context,
 * no globals. Versioned by CONTRACT_VERSION.
 */
export interface RemoteProps {
  contractVersion: string;
  /** Path prefix under which the remote renders its routes (its router's basename). */
  basePath: string;
  site: SiteInfo;
  bus: EventBus;
  session: SessionStore;
  /** The cart summary (item count, total) the header shows. */
  cart: CartStore;
  /**
   * The page's one cart client (since contract 1.1): every remote adds, reads and changes the cart
   * through the shell's instance, so its add and fetch debounces hold across remotes.
   */
  cartClient: CartClient;
  api: ApiClient;
  /**
   * The page's one query cache (since contract 1.3): reads of a key are shared by the shell and every remote,
   * and a write in one remote invalidates what the others show (the header's wallet after a purchase).
   * Absent from an older shell: the remote then keeps a cache of its own.
   */
  queries?: QueryClient;
  notify: (notification: NotificationInput) => void;
  i18n: I18n;
  /** Navigate the whole page (the shell's router), for links that leave the remote. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** single-spa parcel lifecycles plus the contract version a remote was built against. */
export interface RemoteParcelModule {
  contractVersion: string;
  bootstrap: (props: RemoteProps) => Promise<void>;
  mount: (props: RemoteProps) => Promise<void>;
  unmount: (props: RemoteProps) => Promise<void>;
  update?: (props: RemoteProps) => Promise<void>;
}
