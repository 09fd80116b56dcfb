/** Contact methods a customer may allow (groups spec §3 "Communication preferences"; push is ignored). */
export const COMMUNICATION_METHODS = ['email', 'phone', 'sms', 'directmail'] as const;
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];

/** `GET /v2/customer/{id}/communication-preferences`: features.methodsEnabled, features.methods{name}, preferences. */
export interface CommunicationPreferences {
  features: { methodsEnabled: boolean; methods: Record<CommunicationMethod, boolean> };
  preferences: Record<CommunicationMethod, boolean>;
  /** Offers whose emails the customer unsubscribed from (`/unsubscribe/{customerId}/{productOfferKey}`). */
  unsubscribedOffers: string[];
}

/**
 * `PUT /v2/customer/{id}/communication-preferences[/{productOfferKey}]` (groups spec §7): "preferences as a map
 * of id to boolean; email unsubscribe is a PUT with preferences.email false and unsubscribeReasons, optional
 * trailing id". `push` is accepted and ignored.
 */
export interface CommunicationPreferencesUpdate {
  preferences: Partial<Record<CommunicationMethod | 'push', boolean>>;
  unsubscribeReasons?: string[];
}
