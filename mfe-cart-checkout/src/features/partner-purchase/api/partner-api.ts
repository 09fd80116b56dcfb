import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { CHECKOUT_READ_VERSION, PARTNER_CART_EMPTY_MESSAGE, PARTNER_PURCHASE_VERSION, webChannelKey } from '@drawfront/shared/contract/partners';
import type { Partner, PartnerCart, PartnerCartItemInput, PartnerPurchaseResult } from '@drawfront/shared/contract/partners';
import type { Receipt } from '@drawfront/shared/contract/purchase';

const slugPath = (slug: string) => encodeURIComponent(slug);

/** `GET /partners/{slug}` (groups spec §7). */
export function fetchPartner(api: ApiClient, slug: string, signal?: AbortSignal): Promise<Partner> {
  return api.request<Partner>({ path: `/partners/${slugPath(slug)}`, signal });
}

/** The partner's cart priced now: `/cart/partner/{slug}` signed in, `/anon-cart/partner/{slug}` otherwise (groups spec §6). */
export function fetchPartnerCart(api: ApiClient, slug: string, signedIn: boolean, cartItem: PartnerCartItemInput | null, signal?: AbortSignal): Promise<PartnerCart> {
  return api.request<PartnerCart>({ method: 'POST', path: `${signedIn ? '/cart/partner' : '/anon-cart/partner'}/${slugPath(slug)}`, body: { cartItem }, signal });
}

/** Groups spec §8: "Partner purchase failure is wrapped in an error carrying the purchase path." */
export class PartnerPurchaseError extends Error {
  readonly path: string;
  override readonly cause: unknown;

  constructor(path: string, cause: unknown) {
    super(cause instanceof Error ? cause.message : `The partner purchase at ${path} failed`);
    this.name = 'PartnerPurchaseError';
    this.path = path;
    this.cause = cause;
  }
}

/**
 * `POST /cart/partner/{slug}/purchase` (v3.2) from the wallet, on the partner's `_web` channel. An empty cart
 * throws the spec's "Attempted to purchase an empty partner cart." before anything is sent.
 */
export async function purchasePartnerCart(api: ApiClient, partner: Partner, cart: PartnerCartItemInput | null, idempotencyKey: string): Promise<PartnerPurchaseResult> {
  const path = `/cart/partner/${slugPath(partner.slug)}/purchase`;
  if (cart === null) throw new PartnerPurchaseError(path, new Error(PARTNER_CART_EMPTY_MESSAGE));
  const channelKey = webChannelKey(partner);
  try {
    if (channelKey === null) throw new Error(`${partner.name} has no web channel.`);
    return await api.request<PartnerPurchaseResult>({
      method: 'POST',
      path,
      version: PARTNER_PURCHASE_VERSION,
      idempotencyKey,
      body: { cartItem: cart, deposit: null, purchase: { channelKey, partnerKey: partner.key, metadata: {} } },
    });
  } catch (error) {
    throw new PartnerPurchaseError(path, error);
  }
}

/** `GET /checkout/{id}` (v3.4): the partner purchase's receipt. */
export function fetchPartnerReceipt(api: ApiClient, checkoutId: string, signal?: AbortSignal): Promise<Receipt> {
  return api.request<Receipt>({ path: `/checkout/${encodeURIComponent(checkoutId)}`, version: CHECKOUT_READ_VERSION, signal });
}

/** `POST /autologin` with the partner link's token (never refreshed-and-retried). */
export function partnerAutologin(api: ApiClient, autologinToken: string): Promise<LoginResult> {
  return api.request<LoginResult>({ method: 'POST', path: '/autologin', body: { autologinToken }, skipAuthRefresh: true });
}
