import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { CommunicationPreferences, CommunicationPreferencesUpdate } from '@drawfront/shared/contract/communication-preferences';

/** Whose preferences, and the signature of the emailed link when the page was reached from one. */
export interface PreferencesTarget {
  customerId: string;
  signature?: string;
}

const path = (target: PreferencesTarget, productOfferKey?: string) =>
  `/customer/${encodeURIComponent(target.customerId)}/communication-preferences${productOfferKey ? `/${encodeURIComponent(productOfferKey)}` : ''}`;

/** `GET /customer/{id}/communication-preferences`. */
export function fetchPreferences(api: ApiClient, target: PreferencesTarget, signal?: AbortSignal): Promise<CommunicationPreferences> {
  return api.request<CommunicationPreferences>({ path: path(target), query: { signature: target.signature }, signal });
}

/** `PUT /customer/{id}/communication-preferences[/{productOfferKey}]` with the spec's body. */
export function savePreferences(api: ApiClient, target: PreferencesTarget, update: CommunicationPreferencesUpdate, productOfferKey?: string): Promise<CommunicationPreferences> {
  return api.request<CommunicationPreferences>({ method: 'PUT', path: path(target, productOfferKey), query: { signature: target.signature }, body: update });
}
