import type { ApiClient } from '@drawfront/shared/api-client/types';

/** `GET /v2/locate` (groups spec §7 "finds location and subvariant"). */
export interface Location {
  countryCode: string;
  subVariant: string;
  countryBanned: boolean;
}

export function fetchLocation(api: ApiClient): Promise<Location> {
  return api.request<Location>({ path: '/locate', noSitewideError: true });
}

/**
 * The customer confirms the terms where they are (groups spec §6 "Country-banned customers must confirm terms"), in
 * the spec's two calls (§7): `POST /customer/terms-and-conditions` accepts the site's terms, then `POST
 * /customer/terms-and-conditions/location` confirms them for the customer's location.
 */
export async function confirmCountryBannedTerms(api: ApiClient): Promise<void> {
  await api.request({ method: 'POST', path: '/customer/terms-and-conditions', body: { acceptTerms: true }, noSitewideError: true });
  await api.request({ method: 'POST', path: '/customer/terms-and-conditions/location', body: { acceptTerms: true }, noSitewideError: true });
}
