import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { Receipt } from '@drawfront/shared/contract/purchase';

/** API version of `GET /checkout/{id}` (storefront §7 "Limits and money"). */
export const RECEIPT_API_VERSION = '3.4';

/** A purchase's receipt by its checkout id. */
export function fetchReceipt(api: ApiClient, checkoutId: string, signal?: AbortSignal): Promise<Receipt> {
  return api.request<Receipt>({ path: `/checkout/${encodeURIComponent(checkoutId)}`, version: RECEIPT_API_VERSION, signal });
}
