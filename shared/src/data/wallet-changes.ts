import type { ApiClient } from '../api-client/types';
import type { EventBus } from '../bus/event-bus';
import type { QueryClient } from './query-client';
import { QUERY_KEYS } from './query-defaults';
import { readQuery } from './read-query';
import { customerQuery } from './use-customer';

export interface WalletChangesDeps {
  queries: QueryClient;
  api: ApiClient;
  bus: EventBus;
  /** Who is signed in now: nothing is read for a visitor, and an answer about anyone else (a sign-out meanwhile) is not announced. */
  signedInCustomerId: () => string | null;
}

/**
 * The one place that publishes `wallet/changed`. The shell runs it (it owns the header's balance): when a
 * write invalidates the customer's key (a purchase, a deposit, a withdrawal, a voucher's credit), it reads
 * the customer again through the page's query cache (the same read every page showing the balance shares)
 * and announces the balance for listeners that still need the event, remotes built before the query layer
 * among them. Pages never emit it themselves. Returns the unsubscribe.
 */
export function publishWalletChanges({ queries, api, bus, signedInCustomerId }: WalletChangesDeps): () => void {
  return queries.subscribe(QUERY_KEYS.customer, () => {
    if (signedInCustomerId() === null) return;
    readQuery(queries, customerQuery(api)).then(
      (customer) => {
        if (customer && customer.customerId === signedInCustomerId()) bus.emit({ type: 'wallet/changed', balance: customer.balance });
      },
      // The header keeps the balance it showed; the next write or visit reads it again.
      () => undefined,
    );
  });
}
