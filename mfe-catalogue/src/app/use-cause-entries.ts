// Composes two features: the causes the API lists and the offers on sale that raise money for them.
import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useQueryClient } from '@drawfront/shared/data/data-context';
import { readQuery } from '@drawfront/shared/data/read-query';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { productOffers } from '../features/offers/api/fetch-product-offers';
import { fetchCauses, findCauseBySlug } from '../features/causes/api/fetch-causes';
import { causeEntries } from '../features/causes/model/cause-directory';
import type { CauseEntry } from '../features/causes/model/cause-directory';

/** `/causes`: the causes the API lists, with their offers on sale. */
export function useCauseDirectory(api: ApiClient): Resource<CauseEntry[]> {
  const queries = useQueryClient();
  const load = useCallback(async (signal: AbortSignal) => {
    // The offers under the page's shared key (the footer and the play pages read the same answer).
    const [causes, offers] = await Promise.all([fetchCauses(api, signal), readQuery(queries, productOffers(api), signal)]);
    return causeEntries(causes, offers);
  }, [api, queries]);
  return useResource(load);
}

/** `/causes/{causeSlug}`: the cause the slug names with its offers on sale, or null when there is none (a 404 page). */
export function useCauseEntry(api: ApiClient, slug: string): Resource<CauseEntry | null> {
  const queries = useQueryClient();
  const load = useCallback(async (signal: AbortSignal) => {
    const [cause, offers] = await Promise.all([findCauseBySlug(api, slug, signal), readQuery(queries, productOffers(api), signal)]);
    return cause ? (causeEntries([cause], offers)[0] ?? null) : null;
  }, [api, queries, slug]);
  return useResource(load);
}
