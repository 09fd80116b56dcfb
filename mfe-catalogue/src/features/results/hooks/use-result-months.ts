import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchPastResults } from '../api/fetch-past-results';
import { pageCount, pageOffset } from '../model/pagination';
import { drawMonth, monthsBetween } from '../model/result-month';
import type { ResultMonth } from '../model/result-month';

/**
 * The months an offer has results in, newest first: from its oldest draw (the last item of the last
 * page of past results) to its newest (the first item of the first page). No call lists months, so
 * two page reads bound them.
 */
export function useResultMonths(api: ApiClient, offerKey: string, timeZone: string): Resource<ResultMonth[]> {
  const load = useCallback(
    async (signal: AbortSignal) => {
      const first = await fetchPastResults(api, offerKey, 0, signal);
      const newest = first.results[0];
      if (!newest) return [];
      const lastPage = pageCount(first.pageInfo.total, first.pageInfo.limit);
      const last = lastPage > 1 ? await fetchPastResults(api, offerKey, pageOffset(lastPage, first.pageInfo.limit), signal) : first;
      const oldest = last.results[last.results.length - 1] ?? newest;
      return monthsBetween(drawMonth(oldest.drawDate, timeZone), drawMonth(newest.drawDate, timeZone));
    },
    [api, offerKey, timeZone],
  );
  return useResource(load);
}
