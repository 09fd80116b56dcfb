// Sign in with Apple and Google, and ConnectID verification: our side's pending authorization requests (state,
// PKCE verifier, nonce), and the social identities linked to customers.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { customers, sites } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type SocialAuthPurpose = 'sign_in' | 'link' | 'connectid';

/** What a verified identity waits for: the password of the account with its email, a sign-up's details, or a two-factor code. */
export type FollowUpKind = 'link_with_password' | 'complete_signup' | 'second_factor';

/**
 * One authorization request we sent a browser to a provider with: the state (its SHA-256), the PKCE verifier and
 * the nonce stay here, never in the browser. A callback spends the row once (`used_at`). When the answer needs a
 * second step (a password to link to an existing account, the details a sign-up needs), the verified identity waits
 * in `pending_*` under a single-use `follow_up_hash` until `follow_up_expires_at`.
 */
export const socialAuthRequests = pgTable('social_auth_requests', {
  id: uuid('id').primaryKey(),
  stateHash: text('state_hash').notNull().unique(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  purpose: text('purpose').$type<SocialAuthPurpose>().notNull(),
  /** The signed-in customer who asked (link, ConnectID); null for a sign-in. */
  customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  followUpHash: text('follow_up_hash').unique(),
  followUpKind: text('follow_up_kind').$type<FollowUpKind>(),
  followUpExpiresAt: at('follow_up_expires_at'),
  followUpUsedAt: at('follow_up_used_at'),
  pendingSubject: text('pending_subject'),
  pendingEmail: text('pending_email'),
  pendingEmailVerified: boolean('pending_email_verified'),
  pendingFirstname: text('pending_firstname'),
  pendingLastname: text('pending_lastname'),
}, (t) => [
  check('social_auth_requests_purpose_check', sql`${t.purpose} in ('sign_in', 'link', 'connectid')`),
]);

/** A provider identity (its `sub`) linked to a customer: one per provider per customer, one customer per identity on a site. */
export const socialIdentities = pgTable('social_identities', {
  id: serial('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email').notNull(),
  linkedAt: at('linked_at').notNull(),
}, (t) => [
  unique('social_identities_subject_unique').on(t.siteKey, t.provider, t.subject),
  unique('social_identities_customer_provider_unique').on(t.customerId, t.provider),
  index('social_identities_customer_idx').on(t.customerId),
]);
