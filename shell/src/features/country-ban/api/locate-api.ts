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

/** The customer confirms the terms where they are (groups spec §6 "Country-banned customers must confirm terms"). */
export function confirmCountryBannedTerms(api: ApiClient): Promise<unknown> {
  return api.request({ method: 'POST', path: '/customer/country-banned/confirm', body: { acceptTerms: true }, noSitewideError: true });
}
