import { useCallback } from 'react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { CustomerMembership, MembershipConfig } from '@drawfront/shared/contract/membership';
import { useQueryClient } from '@drawfront/shared/data/data-context';
import { readQuery } from '@drawfront/shared/data/read-query';
import { useResource } from '@drawfront/shared/data/use-resource';
import { useStore } from '@drawfront/shared/ui/use-store';
import { configQuery, fetchMembership } from './membership-api';

export interface Programme {
  config: MembershipConfig;
  /** null for a visitor (nobody signed in). */
  membership: CustomerMembership | null;
}

/** The programme's config and, for a signed-in customer, their membership; read again when the session changes. */
export function useProgramme({ api, session }: Pick<RemoteProps, 'api' | 'session'>) {
  const { isAuthenticated, customerId } = useStore(session);
  const queries = useQueryClient();
  const load = useCallback(
    async (signal: AbortSignal): Promise<Programme> => {
      // Keyed by the customer: another customer signing in reads their own membership.
      const [config, membership] = await Promise.all([readQuery(queries, configQuery(api), signal), isAuthenticated && customerId ? fetchMembership(api, signal) : Promise.resolve(null)]);
      return { config, membership };
    },
    [api, queries, isAuthenticated, customerId],
  );
  return useResource(load);
}
