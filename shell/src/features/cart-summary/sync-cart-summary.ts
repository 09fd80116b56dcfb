import { filter, first } from 'rxjs';
import { captureAffiliateCode } from '@drawfront/shared/cart/affiliate';
import { documentCookieJar, type CookieJar } from '@drawfront/shared/cart/cookie-jar';
import type { ShellContext } from '../../lib/shell-context';

/**
 * Keeps the header's cart badge right on every page, not only once the cart remote has loaded:
 * fetches the cart when the session has settled at boot and again whenever it changes (sign-in
 * merges the visitor's cart, sign-out leaves it). Also records an `aff` code from any landing page.
 * Returns the stop function.
 */
export function syncCartSummary(context: ShellContext, cookies: CookieJar = documentCookieJar(), search: string = window.location.search): () => void {
  captureAffiliateCode(search, cookies);
  const refresh = () => {
    context.cartClient.refresh().catch((error: unknown) => console.warn('[drawfront] cart summary not refreshed:', error));
  };
  const settled = context.sessionService.status.value$.pipe(filter((status) => status === 'ready'), first()).subscribe(refresh);
  const changes = context.bus.on('session/changed').subscribe(refresh);
  return () => {
    settled.unsubscribe();
    changes.unsubscribe();
  };
}
