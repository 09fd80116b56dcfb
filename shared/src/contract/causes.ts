import type { Cause } from './catalogue';

/**
 * A cause the site's published offers raise money for (storefront §3 "Cause: key, urlSlug"), with the keys of
 * those offers so a page can list what to play for it.
 */
export interface CauseSummary extends Cause {
  offerKeys: string[];
}

/** `GET /v2/causes` (storefront §7 "GET /causes with query slug and limit 1"). */
export interface CausesResponse {
  causes: CauseSummary[];
}
