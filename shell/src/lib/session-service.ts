import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Store } from '@drawfront/shared/stores/store';

// What the rest of the shell may ask of the session owner. The interface lives here, below the
// features, because the shell context carries it; features/session/session-service.ts implements it.

/** `restoring` while a stored session is being renewed at boot: protected routes wait instead of sending the customer to /login. */
export type SessionStatus = 'restoring' | 'ready';
export type LogoutReason = 'user' | 'unauthorised' | 'expired';

export interface LogoutOptions {
  /** In-site path to go to; defaults by reason (home for `user`, else the expiry destination). */
  redirectTo?: string;
  /** False to stay on the page (the route guard then decides). */
  navigate?: boolean;
  /** False to skip the signed-out notice. */
  notify?: boolean;
  /** False when the session already ended elsewhere (another tab), so `GET /logout` is not sent again. */
  callApi?: boolean;
}

/** The shell's session owner: sign-in, refresh, boot restore, inactivity and logout (storefront §4, groups §4). */
export interface SessionService {
  readonly status: Store<SessionStatus>;
  /** Stores and announces a login or sign-up result, merges the visitor's cart and leaves the sign-in page. */
  completeLogin(result: LoginResult, returnTo: string | null): Promise<void>;
  /** The API client's `refreshSession`: renews the access token once for all parallel callers; logs out when it cannot. */
  refresh(): Promise<boolean>;
  /** Boot: renews a stored session and fetches the customer before protected routes render. */
  restore(): Promise<void>;
  logout(reason: LogoutReason, options?: LogoutOptions): void;
  /** Re-reads the signed-in customer into the session store (after `customer/changed`). */
  reloadCustomer(): Promise<void>;
  /** Records user activity for the inactivity timer. */
  noteActivity(): void;
  /** Signs out when the last activity is older than the session timeout. */
  checkInactivity(): void;
  /** Restores, then listens for activity and other tabs signing out; returns the stop function. */
  start(target?: Window): () => void;
}
