import { useCallback, useEffect, useReducer } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { EventBus } from '@drawfront/shared/bus/event-bus';
import type { Partner } from '@drawfront/shared/contract/partners';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchPartner, fetchPartnerCart } from '../api/partner-api';
import { EMPTY_PARTNER_CART, partnerCartReducer } from '../model/partner-cart';
import type { PartnerCartState } from '../model/partner-cart';

/** The partner (groups spec §4: fetch status per slug pending, then resolved or rejected). */
export function usePartner(api: ApiClient, slug: string): Resource<Partner> {
  const load = useCallback((signal: AbortSignal) => fetchPartner(api, slug, signal), [api, slug]);
  return useResource(load);
}

/**
 * The partner cart, kept by the partner cart events on the bus (received merges, updated replaces,
 * purchased clears), so anything else on the page (the shell, analytics) sees the same cart. Each time
 * the cart data or the sign-in changes, the cart is priced again and published as updated.
 */
export function usePartnerCart(api: ApiClient, bus: EventBus, slug: string, signedIn: boolean): { state: PartnerCartState; error: unknown } {
  const [state, dispatch] = useReducer(partnerCartReducer, EMPTY_PARTNER_CART);
  const [error, setError] = useReducer((_: unknown, next: unknown) => next, null);
  useEffect(() => {
    const mine = { next: (event: Parameters<typeof partnerCartReducer>[1]) => event.slug === slug && dispatch(event) };
    const subscriptions = [bus.on('partner-cart/received').subscribe(mine), bus.on('partner-cart/updated').subscribe(mine), bus.on('partner-cart/purchased').subscribe(mine)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [bus, slug]);

  const { item } = state;
  useEffect(() => {
    if (item === null) return;
    const controller = new AbortController();
    setError(null);
    fetchPartnerCart(api, slug, signedIn, item, controller.signal).then(
      (cart) => bus.emit({ type: 'partner-cart/updated', slug, cart }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      },
    );
    return () => controller.abort();
  }, [api, bus, slug, signedIn, item]);
  return { state, error };
}
