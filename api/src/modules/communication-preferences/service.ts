import type { CommunicationPreferences, CommunicationPreferencesUpdate } from '@drawfront/shared/contract/communication-preferences';
import { COMMUNICATION_METHODS } from '@drawfront/shared/contract/communication-preferences';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { SiteRecord } from '../sites/site-record';
import { PREFERENCES_ERRORS } from './errors';
import { addOfferOptOut, clearOfferOptOuts, findPreferences, marketingAllowed, offerExists, recordUnsubscribeReasons, writePreferences } from './repository';
import { signatureValid } from './signed-links';

/** Who is asking: the signed-in customer's id (or null), and the signature of an emailed link (or undefined). */
export interface PreferencesCaller {
  signedIn: string | null;
  signature: string | undefined;
}

export type CommunicationPreferencesService = ReturnType<typeof createCommunicationPreferencesService>;

/**
 * Communication preferences (groups spec §3, §7 `GET and PUT /customer/{id}/communication-preferences`): the
 * customer's own when signed in, or any customer's through the signed link in their email. Email is sign-up's
 * opt-in (a break or a closure turns it off too); an unsubscribe from one offer's mail keeps the rest.
 */
export function createCommunicationPreferencesService(db: Database, deps: { now: () => Date; secret: string }) {
  const { now, secret } = deps;

  function authorise(customerId: string, caller: PreferencesCaller): void {
    if (caller.signature !== undefined) {
      if (!signatureValid(secret, customerId, caller.signature)) throw new AppError(PREFERENCES_ERRORS.linkInvalid);
      return;
    }
    if (caller.signedIn === null) throw new AppError(PREFERENCES_ERRORS.linkInvalid);
    if (caller.signedIn !== customerId) throw new AppError(PREFERENCES_ERRORS.notYours);
  }

  async function read(executor: Executor, site: SiteRecord, customerId: string): Promise<CommunicationPreferences> {
    const stored = await findPreferences(executor, customerId);
    // A customer of another site, or closed, gets the same refusal as a bad link: the link says nothing about who exists.
    if (!stored || stored.siteKey !== site.key || stored.closed) throw new AppError(PREFERENCES_ERRORS.linkInvalid);
    const every = Object.fromEntries(COMMUNICATION_METHODS.map((method) => [method, true])) as CommunicationPreferences['features']['methods'];
    return {
      features: { methodsEnabled: true, methods: every },
      preferences: { email: stored.email, phone: stored.phone, sms: stored.sms, directmail: stored.directmail },
      unsubscribedOffers: stored.unsubscribedOffers,
    };
  }

  return {
    async get(site: SiteRecord, customerId: string, caller: PreferencesCaller): Promise<CommunicationPreferences> {
      authorise(customerId, caller);
      return read(db, site, customerId);
    },

    /**
     * The spec's PUT: `preferences` as a map of method to boolean (push ignored). With a product offer key,
     * `email: false` unsubscribes from that offer's mail only; without one it stops all marketing email, and
     * `email: true` subscribes again to everything. `unsubscribeReasons` are kept with an unsubscribe.
     */
    async update(site: SiteRecord, customerId: string, caller: PreferencesCaller, request: CommunicationPreferencesUpdate, productOfferKey: string | null): Promise<CommunicationPreferences> {
      authorise(customerId, caller);
      const at = now();
      return db.transaction(async (tx) => {
        await read(tx, site, customerId);
        if (productOfferKey !== null && !(await offerExists(tx, site.key, productOfferKey))) throw new AppError(PREFERENCES_ERRORS.offerNotFound, [productOfferKey]);
        const { push: _ignored, ...methods } = request.preferences;
        const offerUnsubscribe = productOfferKey !== null && methods.email === false;
        if (offerUnsubscribe) {
          await addOfferOptOut(tx, customerId, productOfferKey, at);
          delete methods.email;
        }
        await writePreferences(tx, customerId, methods, at);
        if (methods.email === true) await clearOfferOptOuts(tx, customerId);
        const reasons = (request.unsubscribeReasons ?? []).map((reason) => reason.trim()).filter(Boolean);
        if ((offerUnsubscribe || methods.email === false) && reasons.length > 0) await recordUnsubscribeReasons(tx, customerId, productOfferKey, reasons, at);
        return read(tx, site, customerId);
      });
    },

    /** For the outbox: whether a marketing mail may go to the customer (about an offer, when given). */
    marketingAllowed(executor: Executor, customerId: string, productOfferKey: string | null): Promise<boolean> {
      return marketingAllowed(executor, customerId, productOfferKey);
    },
  };
}
