import type { RemoteProps } from '../contract/remote-props';
import { createQueryClient } from '../data/query-client';
import type { QueryClient } from '../data/query-client';
import { publishWalletChanges } from '../data/wallet-changes';

/**
 * The page's query cache as the shell gives a remote: with the shell's one publisher of `wallet/changed`
 * running over it, so a test sees the event arrive the way the header hears it (a write invalidates the
 * customer, the customer is read again, the balance is announced). `customerId` stands for the signed-in
 * customer when the test's session has none.
 */
export function shellQueries(props: Pick<RemoteProps, 'api' | 'bus' | 'session'>, customerId?: string): QueryClient {
  const queries = createQueryClient();
  publishWalletChanges({ queries, api: props.api, bus: props.bus, signedInCustomerId: () => props.session.get().customerId ?? customerId ?? null });
  return queries;
}
