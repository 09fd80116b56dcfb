import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';
import type { QueryClient } from './query-client';

const QueryClientContext = createContext<QueryClient | null>(null);

/**
 * Gives the pages of one React root the page's query cache: the shell's root and every remote's root
 * (`createRemoteParcel` passes the `queries` prop on). Without one (a component test, a remote on a shell
 * older than contract 1.3), each query reads on its own, as `useResource` does.
 */
export function QueryClientProvider({ client, children }: { client: QueryClient | null | undefined; children: ReactNode }) {
  return createElement(QueryClientContext.Provider, { value: client ?? null }, children);
}

/** The page's query cache, or null outside a provider. */
export function useQueryClient(): QueryClient | null {
  return useContext(QueryClientContext);
}
