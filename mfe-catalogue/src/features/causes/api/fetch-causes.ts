import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { CauseSummary, CausesResponse } from '@drawfront/shared/contract/causes';

/** Most reads may be 60 s stale (storefront §9). */
const CAUSES_CACHE_MS = 60_000;

/** `GET /v2/causes`: the causes the site's offers raise money for. */
export async function fetchCauses(api: ApiClient, signal?: AbortSignal): Promise<CauseSummary[]> {
  return (await api.request<CausesResponse>({ path: '/causes', cacheTtlMs: CAUSES_CACHE_MS, signal })).causes;
}

/**
 * The cause a `/causes/{causeSlug}` segment names, as storefront §7 looks it up: `GET /causes?slug=…&limit=1`, and
 * if that is empty `GET /causes/{key}` with the slug's hyphens as underscores. Null when the API knows neither (404,
 * or a segment that is no slug or key at all, 422), so the page shows its not-found page.
 */
export async function findCauseBySlug(api: ApiClient, slug: string, signal?: AbortSignal): Promise<CauseSummary | null> {
  try {
    const [bySlug] = (await api.request<CausesResponse>({ path: '/causes', query: { slug, limit: 1 }, cacheTtlMs: CAUSES_CACHE_MS, signal })).causes;
    if (bySlug) return bySlug;
    return await api.request<CauseSummary>({ path: `/causes/${encodeURIComponent(slug.replace(/-/g, '_'))}`, cacheTtlMs: CAUSES_CACHE_MS, signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
