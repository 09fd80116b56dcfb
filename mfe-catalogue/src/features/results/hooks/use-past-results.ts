import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PastResults } from '@drawfront/shared/contract/draws';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchArchivedResults } from '../api/fetch-archived-results';
import { fetchPastResults } from '../api/fetch-past-results';
import { pageOffset } from '../model/pagination';
import type { ResultMonth } from '../model/result-month';

/** One page of an offer's past results, or of those drawn in `month` when one is given. */
export function usePastResults(api: ApiClient, offerKey: string, page: number, month: ResultMonth | null): Resource<PastResults> {
  const year = month?.year;
  const monthNumber = month?.month;
  const load = useCallback(
    (signal: AbortSignal) => {
      const offset = pageOffset(page);
      return year !== undefined && monthNumber !== undefined
        ? fetchArchivedResults(api, offerKey, { year, month: monthNumber }, offset, signal)
        : fetchPastResults(api, offerKey, offset, signal);
    },
    [api, offerKey, page, year, monthNumber],
  );
  return useResource(load);
}
