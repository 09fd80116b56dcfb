import { useCallback } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import { useResource } from '@drawfront/shared/data/use-resource';
import { fetchPreferences } from '../api/preferences-api';
import type { PreferencesTarget } from '../api/preferences-api';

/** The customer's preferences (their own, or those of an emailed link's customer). */
export function usePreferences(api: ApiClient, target: PreferencesTarget) {
  const { customerId, signature } = target;
  const load = useCallback((signal: AbortSignal) => fetchPreferences(api, { customerId, signature }, signal), [api, customerId, signature]);
  return useResource(load);
}
