import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Receipt } from '@drawfront/shared/contract/purchase';
import { useResource } from '@drawfront/shared/data/use-resource';
import type { Resource } from '@drawfront/shared/data/use-resource';
import { fetchReceipt } from '../api/fetch-receipt';

/** The receipt of one checkout. */
export function useReceipt(api: ApiClient, checkoutId: string): Resource<Receipt> {
  const load = useCallback((signal: AbortSignal) => fetchReceipt(api, checkoutId, signal), [api, checkoutId]);
  return useResource(load);
}

/** A 404: no purchase has this reference (or it is not this customer's), so trying again cannot help. */
export const isReceiptNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
