import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { fetchProductOffers } from '../api/fetch-product-offers';

export type ProductOffersState =
  | { status: 'loading' }
  | { status: 'success'; offers: ProductOffer[] }
  | { status: 'error'; error: unknown };

/** Loads the site's offers; `retry` loads them again after a failure. */
export function useProductOffers(api: ApiClient): ProductOffersState & { retry: () => void } {
  const [state, setState] = useState<ProductOffersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchProductOffers(api, controller.signal).then(
      (offers) => {
        if (!controller.signal.aborted) setState({ status: 'success', offers });
      },
      (error: unknown) => {
        // An abort means the page went away; there is no one left to tell.
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
