import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { DrawResultSummary } from '@drawfront/shared/contract/draws';
import { useQueryClient } from '@drawfront/shared/data/data-context';
import { readQuery } from '@drawfront/shared/data/read-query';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchFullResults } from '../api/fetch-full-results';
import { resultKeysQuery } from '../api/fetch-result-keys';
import { resultsOfKind } from '../model/result-kind';
import type { ResultKind } from '../model/result-kind';

/** The latest result of each offer of one kind; the lotteries and raffles pages also read the result keys (cached a day). */
export function useLatestResults(api: ApiClient, kind: ResultKind): Resource<DrawResultSummary[]> {
  const queries = useQueryClient();
  const load = useCallback(
    async (signal: AbortSignal) => {
      const [full, keys] = await Promise.all([fetchFullResults(api, signal), kind === 'all' ? null : readQuery(queries, resultKeysQuery(api), signal)]);
      return keys ? resultsOfKind(full.results, keys, kind) : full.results;
    },
    [api, kind, queries],
  );
  return useResource(load);
}
