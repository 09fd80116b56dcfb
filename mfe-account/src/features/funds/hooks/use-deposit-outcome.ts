import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Customer } from '@drawfront/shared/contract/customer';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { useQueryClient } from '@drawfront/shared/data/data-context';
import { readCustomerAfterMoneyMoved } from '@drawfront/shared/data/use-customer';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchDeposit } from '../api/funds-api';

export interface DepositOutcome {
  deposit: Deposit;
  /** The customer after a successful deposit (for the new balance); null otherwise or when it could not be read. */
  customer: Customer | null;
}

/**
 * The deposit, and after a success the customer's new balance; a failed balance read does not hide the
 * success. A succeeded deposit moved money: it invalidates the customer, so the header's balance follows.
 */
export function useDepositOutcome(api: ApiClient, depositId: string) {
  const queries = useQueryClient();
  const load = useCallback(
    async (signal: AbortSignal): Promise<DepositOutcome> => {
      const deposit = await fetchDeposit(api, depositId, signal);
      if (deposit.status !== 'succeeded') return { deposit, customer: null };
      const customer = await readCustomerAfterMoneyMoved(queries, api, signal).catch((error: unknown) => {
        if (signal.aborted) throw error;
        return null;
      });
      return { deposit, customer };
    },
    [api, depositId, queries],
  );
  return useResource(load);
}
