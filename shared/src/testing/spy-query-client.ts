import { createQueryClient } from '../data/query-client';
import type { QueryClient } from '../data/query-client';
import type { QueryKey } from '../data/query-key';

export interface QueryClientSpy extends QueryClient {
  /** Every key invalidated, in order. */
  invalidated: QueryKey[];
  /** How often every answer was forgotten (`clear`). */
  cleared: number;
}

/** A page query cache that records what a page invalidated or cleared, for asserting what a write changed. */
export function spyQueryClient(): QueryClientSpy {
  const client = createQueryClient();
  const spy: QueryClientSpy = {
    ...client,
    invalidated: [],
    cleared: 0,
    invalidate(prefix) {
      spy.invalidated.push(prefix);
      client.invalidate(prefix);
    },
    clear() {
      spy.cleared += 1;
      client.clear();
    },
  };
  return spy;
}
