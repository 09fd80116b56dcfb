// Composes two features: the causes the API lists and the offers on sale that raise money for them.
import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchProductOffers } from '../features/offers/api/fetch-product-offers';
import { fetchCauses, findCauseBySlug } from '../features/causes/api/fetch-causes';
import { causeEntries } from '../features/causes/model/cause-directory';
import type { CauseEntry } from '../features/causes/model/cause-directory';

/** `/causes`: the causes the API lists, with their offers on sale. */
export function useCauseDirectory(api: ApiClient): Resource<CauseEntry[]> {
  const load = useCallback(async (signal: AbortSignal) => {
    const [causes, offers] = await Promise.all([fetchCauses(api, signal), fetchProductOffers(api, signal)]);
    return causeEntries(causes, offers);
  }, [api]);
  return useResource(load);
}

/** `/causes/{causeSlug}`: the cause the slug names with its offers on sale, or null when there is none (a 404 page). */
export function useCauseEntry(api: ApiClient, slug: string): Resource<CauseEntry | null> {
  const load = useCallback(async (signal: AbortSignal) => {
    const [cause, offers] = await Promise.all([findCauseBySlug(api, slug, signal), fetchProductOffers(api, signal)]);
    return cause ? (causeEntries([cause], offers)[0] ?? null) : null;
  }, [api, slug]);
  return useResource(load);
}
