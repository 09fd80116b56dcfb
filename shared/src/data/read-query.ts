import type { QueryClient } from './query-client';
import type { QueryKey } from './query-key';

/**
 * A read under its key (bulletproof-react's `queryOptions`): the key names what is read and picks its
 * freshness in `query-defaults.ts`; `load` reads it from the API.
 */
export interface QueryDefinition<T> {
  key: QueryKey;
  load: (signal: AbortSignal) => Promise<T>;
}

/**
 * Reads `query` through the page's query cache when there is one (a fresh answer, or the read already on
 * its way), or straight from the API without one (a component test, a remote on a shell older than 1.3).
 * For reads outside a component and for the parts of a combined read; a component reads with `useQuery`.
 */
export function readQuery<T>(queries: QueryClient | null | undefined, query: QueryDefinition<T>, signal?: AbortSignal): Promise<T> {
  if (queries) return queries.fetch(query.key, query.load, { signal });
  return query.load(signal ?? new AbortController().signal);
}
