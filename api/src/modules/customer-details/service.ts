import type { SignupAddress } from '@drawfront/shared/contract/customer';
import { normalisePostcode } from '@drawfront/shared/rules/country-profile';
import type { ConfirmResult, CustomerDetails, DetailsField, UpdateDetailsRequest } from '@drawfront/shared/contract/customer-details';
import { DETAILS_FIELD_LABELS as FIELD_LABELS, DETAILS_FIELDS } from '@drawfront/shared/contract/customer-details';
import { ADDRESS_FIELDS, addressConfigFor, countryOfLocale, detailsComplete, fieldRule, immutableFieldsOf, normalisePhone, validateDetails } from '@drawfront/shared/rules/customer-details';
import type { DetailsValues } from '@drawfront/shared/rules/customer-details';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { hashToken, newRefreshToken } from '../identity/tokens';
import type { OutboxService } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';
import { CUSTOMER_DETAILS_ERRORS } from './errors';
import { confirmAddressEmail, confirmEmailEmail, emailChangedEmail } from './messages';
import { customerOfToken, emailTaken, findDetails, writeDetails } from './repository';
import type { ConfirmationKind, DetailsWrite, StoredDetails } from './repository';
import { sitePath } from './site-links';

/** A confirmation link works for 7 days: mail is often read days later, and a new link is one click away. */
export const CONFIRMATION_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

export type CustomerDetailsService = ReturnType<typeof createCustomerDetailsService>;

function valuesOf(stored: StoredDetails, site: SiteRecord): DetailsValues {
  return {
    firstname: stored.firstname,
    lastname: stored.lastname,
    email: stored.email,
    phone: stored.phone,
    dateOfBirth: stored.dateOfBirth,
    addressLine1: stored.addressLine1,
    addressLine2: stored.addressLine2,
    suburb: stored.suburb,
    postcode: stored.postcode,
    // Sign-up records the state, not "OTHER"; a state of OTHER means the customer gave none.
    state: stored.state === 'OTHER' ? '' : stored.state,
    country: stored.country || countryOfLocale(site.locale),
  };
}

/** Trims what was sent, lower-cases an email and squashes a phone number, as they are stored. */
function normalised(field: DetailsField, value: string): string {
  const trimmed = value.trim();
  if (field === 'email') return trimmed.toLowerCase();
  if (field === 'phone') return normalisePhone(trimmed);
  if (field === 'postcode' || field === 'country' || field === 'state') return trimmed.toUpperCase();
  return trimmed;
}

/**
 * My details (groups spec §3 "A separate customer details entity exists", §5 address configuration, §7
 * `GET and POST /customer/details`) and the confirmation banner's calls (§4, `PATCH /customer/confirm-address`,
 * `PATCH /customer/confirm-email-address`). A changed address or email is confirmed through a single-use link
 * mailed in the transaction of the change; the email change also tells the old address.
 */
/** The signed links to the customer's email preferences that mail carries (the communication-preferences module's). */
export type PreferencesLinks = (site: SiteRecord, origin: string, customerId: string) => { preferences: string };

export function createCustomerDetailsService(db: Database, deps: { now: () => Date; outbox: Pick<OutboxService, 'enqueue'>; preferencesLinks?: PreferencesLinks }) {
  const { now, outbox } = deps;
  const preferences = (site: SiteRecord, origin: string, customerId: string) => {
    const url = deps.preferencesLinks?.(site, origin, customerId).preferences;
    return url ? { label: 'Choose which emails we send you', url } : null;
  };

  function answer(stored: StoredDetails, site: SiteRecord): CustomerDetails {
    const values = valuesOf(stored, site);
    const addressConfig = addressConfigFor(values.country);
    return {
      customerId: stored.customerId,
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      phone: values.phone,
      dateOfBirth: values.dateOfBirth,
      address: { addressLine1: values.addressLine1, addressLine2: values.addressLine2, suburb: values.suburb, postcode: values.postcode, state: values.state, country: values.country },
      addressConfig,
      immutableFields: immutableFieldsOf(site.key),
      addressConfirmationRequired: stored.addressConfirmationRequired,
      emailAddressConfirmationRequired: stored.emailConfirmationRequired,
    };
  }

  async function load(executor: Executor, customerId: string, site: SiteRecord, lock = false): Promise<StoredDetails> {
    const stored = await findDetails(executor, customerId, { lock });
    if (!stored || stored.siteKey !== site.key || stored.closed) throw new AppError(ERROR_CODES.unauthorised, ['the customer of this access token no longer exists']);
    return stored;
  }

  /** A fresh confirmation link of `kind` for the customer: the token (mailed) and what to store (its hash). */
  function newLink(kind: ConfirmationKind, site: SiteRecord, origin: string, at: Date) {
    const token = newRefreshToken();
    const query: Record<string, string> = kind === 'email' ? { kind: 'email' } : {};
    const link = `${origin}${sitePath(site, 'confirm-address', { token }, query)}`;
    return { link, hash: hashToken(token), expiresAt: new Date(at.getTime() + CONFIRMATION_LINK_TTL_MS) };
  }

  async function mailEmailLink(tx: Executor, stored: Pick<StoredDetails, 'customerId' | 'firstname'>, email: string, site: SiteRecord, origin: string, at: Date): Promise<void> {
    const { link, hash, expiresAt } = newLink('email', site, origin, at);
    await writeDetails(tx, stored.customerId, { customer: {}, details: { emailConfirmationRequired: true, emailTokenHash: hash, emailTokenExpiresAt: expiresAt } }, at);
    const body = confirmEmailEmail({ site, link, preferences: preferences(site, origin, stored.customerId) });
    await outbox.enqueue(tx, { siteKey: site.key, to: email, template: 'confirm-email', firstname: stored.firstname, body, dedupeKey: `confirm-email:${stored.customerId}:${hash}` });
  }

  return {
    /**
     * Keeps the address a customer gave at sign-up (checked by then, `signup-rules.ts`), in the sign-up's
     * transaction: it is their address, so nothing asks them to confirm it.
     */
    async recordSignUpAddress(tx: Executor, customerId: string, address: SignupAddress, country: string): Promise<void> {
      const details = { addressLine1: address.addressLine1.trim(), addressLine2: address.addressLine2.trim(), suburb: address.suburb.trim(), postcode: normalisePostcode(country, address.postcode), country: country.toUpperCase() };
      await writeDetails(tx, customerId, { customer: {}, details }, now());
    },

    /** `GET /v2/customer/details`. */
    async get(site: SiteRecord, customerId: string): Promise<CustomerDetails> {
      return answer(await load(db, customerId, site), site);
    },

    /** What the confirmation banner reads, for `GET /v2/customer`. */
    async confirmationFlags(customerId: string): Promise<{ addressConfirmationRequired: boolean; emailAddressConfirmationRequired: boolean }> {
      const stored = await findDetails(db, customerId);
      return { addressConfirmationRequired: stored?.addressConfirmationRequired ?? false, emailAddressConfirmationRequired: stored?.emailConfirmationRequired ?? false };
    },

    /**
     * `POST /v2/customer/details` (behind step-up): changes the fields sent. A field the site keeps immutable is
     * refused if its value would change (422 `field_immutable`); every field is checked as the form checks it
     * (422 `validation_failed` with `errors` per field); nothing is written unless all is well. A new address is
     * to be confirmed (mailed link), a new email too (link to the new address, notice to the old one). An
     * account flagged `accountUpgrade` is done once its details are complete.
     */
    async update(site: SiteRecord, customerId: string, request: UpdateDetailsRequest, origin: string): Promise<CustomerDetails> {
      const at = now();
      const stored = await db.transaction(async (tx) => {
        const before = await load(tx, customerId, site, true);
        const current = valuesOf(before, site);
        const next: DetailsValues = { ...current };
        for (const field of DETAILS_FIELDS) {
          const value = request[field];
          if (value !== undefined) next[field] = normalised(field, value);
        }
        const changed = DETAILS_FIELDS.filter((field) => next[field] !== current[field]);
        const immutable = immutableFieldsOf(site.key).filter((field) => changed.includes(field));
        if (immutable.length > 0) {
          const errors = Object.fromEntries(immutable.map((field) => [field, [CUSTOMER_DETAILS_ERRORS.fieldImmutable.message.replace('%s', FIELD_LABELS[field])]]));
          throw new AppError(CUSTOMER_DETAILS_ERRORS.fieldImmutable, [FIELD_LABELS[immutable[0]!]], { errors });
        }
        const config = addressConfigFor(next.country);
        // A part the country's address never has is not kept (a British address's state, an Australian line 2).
        for (const field of ADDRESS_FIELDS) if (fieldRule(field, config) === 'never') next[field] = '';
        const options = { today: at.toISOString().slice(0, 10), minimumAge: site.constants.minimumRegistrationAge };
        // An account sent to complete its details (accountUpgrade) must give the whole address.
        const problems = validateDetails(next, { ...options, requireAddress: before.accountUpgrade });
        if (Object.keys(problems).length > 0) {
          const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]]));
          throw new AppError(ERROR_CODES.validationFailed, ['body', Object.entries(problems).map(([field, message]) => `${field}: ${message}`).join('; ')], { errors });
        }
        const emailChanged = next.email !== current.email;
        if (emailChanged && (await emailTaken(tx, site.key, next.email, customerId))) {
          throw new AppError(CUSTOMER_DETAILS_ERRORS.emailTaken, [], { errors: { email: [CUSTOMER_DETAILS_ERRORS.emailTaken.message] } });
        }
        const addressChanged = ADDRESS_FIELDS.some((field) => next[field] !== current[field]);
        const write: DetailsWrite = {
          customer: { firstname: next.firstname, lastname: next.lastname, email: next.email, dateOfBirth: next.dateOfBirth, state: next.state || 'OTHER' },
          details: { phone: next.phone, addressLine1: next.addressLine1, addressLine2: next.addressLine2, suburb: next.suburb, postcode: next.postcode, country: next.country },
        };
        if (before.accountUpgrade && detailsComplete(next, options)) write.customer.accountUpgrade = false;
        if (addressChanged) {
          const { link, hash, expiresAt } = newLink('address', site, origin, at);
          Object.assign(write.details, { addressConfirmationRequired: true, addressTokenHash: hash, addressTokenExpiresAt: expiresAt });
          const address = [next.addressLine1, next.addressLine2, `${next.suburb} ${next.state} ${next.postcode}`.replace(/\s+/g, ' ').trim(), next.country].filter(Boolean).join(', ');
          const body = confirmAddressEmail({ site, link, address, preferences: preferences(site, origin, customerId) });
          await outbox.enqueue(tx, { siteKey: site.key, to: next.email, template: 'confirm-address', firstname: next.firstname, body, dedupeKey: `confirm-address:${customerId}:${hash}` });
        }
        await writeDetails(tx, customerId, write, at);
        if (emailChanged) {
          await mailEmailLink(tx, { customerId, firstname: next.firstname }, next.email, site, origin, at);
          await outbox.enqueue(tx, { siteKey: site.key, to: current.email, template: 'email-changed', firstname: next.firstname, body: emailChangedEmail({ site, newEmail: next.email }), dedupeKey: `email-changed:${customerId}:${at.getTime()}` });
        }
        return load(tx, customerId, site);
      });
      return answer(stored, site);
    },

    /**
     * `PATCH /v2/customer/confirm-address`: with the mailed token (signed in or not), or signed in from the banner
     * ("Is your address still correct?"). The token is spent: its hash is cleared with the flag.
     */
    async confirmAddress(site: SiteRecord, customerId: string | null, token: string | undefined): Promise<ConfirmResult> {
      return confirm('address', site, customerId, token);
    },

    /**
     * `PATCH /v2/customer/confirm-email-address`: with the mailed token it confirms; signed in without one (the
     * banner's button) it mails a fresh link to the address, since only its owner can prove it is theirs.
     */
    async confirmEmail(site: SiteRecord, customerId: string | null, token: string | undefined, origin: string): Promise<ConfirmResult> {
      if (token !== undefined || customerId === null) return confirm('email', site, customerId, token);
      const at = now();
      return db.transaction(async (tx) => {
        const stored = await load(tx, customerId, site, true);
        if (!stored.emailConfirmationRequired) throw new AppError(CUSTOMER_DETAILS_ERRORS.nothingToConfirm, ['email address']);
        await mailEmailLink(tx, stored, stored.email, site, origin, at);
        return { status: 'link_sent' as const, email: stored.email };
      });
    },
  };

  async function confirm(kind: ConfirmationKind, site: SiteRecord, signedIn: string | null, token: string | undefined): Promise<ConfirmResult> {
    const at = now();
    return db.transaction(async (tx) => {
      let customerId = signedIn;
      if (token !== undefined) {
        const owner = await customerOfToken(tx, kind, hashToken(token), at);
        // A link of another customer than the one signed in is refused like a spent one: it says nothing about whose it is.
        if (!owner || (signedIn !== null && owner !== signedIn)) throw new AppError(CUSTOMER_DETAILS_ERRORS.confirmationLinkInvalid);
        customerId = owner;
      }
      if (customerId === null) throw new AppError(ERROR_CODES.unauthorised, ['sign in, or open the link from your email']);
      const stored = await load(tx, customerId, site, true);
      const required = kind === 'address' ? stored.addressConfirmationRequired : stored.emailConfirmationRequired;
      if (!required) throw new AppError(CUSTOMER_DETAILS_ERRORS.nothingToConfirm, [kind === 'address' ? 'address' : 'email address']);
      const details: DetailsWrite['details'] =
        kind === 'address'
          ? { addressConfirmationRequired: false, addressTokenHash: null, addressTokenExpiresAt: null }
          : { emailConfirmationRequired: false, emailTokenHash: null, emailTokenExpiresAt: null };
      await writeDetails(tx, customerId, { customer: {}, details }, at);
      return { status: 'confirmed' as const, email: stored.email };
    });
  }
}
