import { useEffect } from 'react';
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import type { RouteDefinition } from '@drawfront/shared/routes/route-definition';
import { preloadRemote } from './federation';

/** The remote a visitor most likely opens next from each remote (browse → cart → sign in). */
const NEXT_LIKELY: Partial<Record<RemoteName, RemoteName>> = {
  catalogue: 'cart-checkout',
  'cart-checkout': 'account',
  'lotto-party': 'cart-checkout',
  membership: 'cart-checkout',
};

/** When the browser is idle, preloads the remote the visitor will probably need next. */
export function usePreloadNextRemote(routes: readonly RouteDefinition[], pathname: string): void {
  useEffect(() => {
    const current = routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
    const next = current && current.remote !== 'shell' ? NEXT_LIKELY[current.remote] : undefined;
    if (!next) return undefined;
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => preloadRemote(next));
    return () => cancel(handle);
  }, [routes, pathname]);
}
