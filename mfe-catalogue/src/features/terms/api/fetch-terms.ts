import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { OfferTerms } from '@drawfront/shared/contract/terms';

/** `GET /terms/{offerKey}` or `/terms/{offerKey}/{drawNo}`. */
export function fetchTerms(api: ApiClient, offerKey: string, drawNo: number | null, signal?: AbortSignal): Promise<OfferTerms> {
  const path = drawNo === null ? `/terms/${encodeURIComponent(offerKey)}` : `/terms/${encodeURIComponent(offerKey)}/${drawNo}`;
  return api.request<OfferTerms>({ path, signal });
}
