import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { Partner, PartnerCart, PartnerCartItemInput } from '@drawfront/shared/contract/partners';
import { isSafeRedirectUrl } from '@drawfront/shared/rules/redirect-url';

/** The partner cart as the page holds it: the cart data received, and the cart as the API last priced it. */
export interface PartnerCartState {
  item: PartnerCartItemInput | null;
  cart: PartnerCart | null;
  purchaseId: string | null;
}

export const EMPTY_PARTNER_CART: PartnerCartState = { item: null, cart: null, purchaseId: null };

type PartnerCartEvent = Extract<DrawfrontEvent, { type: 'partner-cart/received' | 'partner-cart/updated' | 'partner-cart/purchased' }>;

/**
 * Groups spec §4 "Partner cart events": received merges the partner's cart data into what the page holds,
 * updated replaces the items with the priced cart, purchased clears the cart (keeping the purchase id).
 */
export function partnerCartReducer(state: PartnerCartState, event: PartnerCartEvent): PartnerCartState {
  switch (event.type) {
    case 'partner-cart/received':
      return { ...state, item: { ...(state.item ?? {}), ...event.item }, purchaseId: null };
    case 'partner-cart/updated':
      return { ...state, cart: event.cart };
    case 'partner-cart/purchased':
      return { item: null, cart: null, purchaseId: event.purchaseId };
  }
}

/** An absolute http or https address (storefront §5: redirect URLs must be http or https); relative ones are not a partner's. */
export function isHttpUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url) && isSafeRedirectUrl(url);
}

const DRAW_NUMBER = /^\d{1,10}$/;

/**
 * The cart data a partner's link carries (`?lottery=…&raffleOffer=…&drawNumber=…&recurring=true`), else what the
 * partner sells by default. A malformed draw number is left out (the next draw on sale) rather than guessed.
 */
export function partnerCartItemFrom(search: URLSearchParams, partner: Pick<Partner, 'product'>): PartnerCartItemInput {
  const lottery = search.get('lottery');
  if (!lottery) return partner.product;
  const draw = search.get('drawNumber');
  return {
    lottery,
    raffleOffer: search.get('raffleOffer') || null,
    recurringPurchase: search.get('recurring') === 'true' ? { enabled: true } : null,
    drawNumber: draw !== null && DRAW_NUMBER.test(draw) ? Number(draw) : null,
  };
}

/**
 * Where "Back to {partner}" goes: the link's `redirectUrl` when it is http or https (storefront §5) and on the
 * partner's own site, else the partner's site. Anything else (javascript:, another host) is ignored.
 */
export function partnerReturnUrl(search: URLSearchParams, partner: Pick<Partner, 'siteUrl'>): string | null {
  const fallback = isHttpUrl(partner.siteUrl) ? partner.siteUrl : null;
  const asked = search.get('redirectUrl');
  if (!isHttpUrl(asked) || fallback === null) return fallback;
  try {
    return new URL(asked).origin === new URL(fallback).origin ? asked : fallback;
  } catch {
    return fallback;
  }
}

/** The receipt's optional `successMobileDeepLink` (groups spec §2), offered only when it is http or https. */
export function mobileDeepLink(search: URLSearchParams): string | null {
  const link = search.get('successMobileDeepLink');
  return isHttpUrl(link) ? link : null;
}
