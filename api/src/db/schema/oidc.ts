import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The test identity provider's authorization codes (api/src/oidc/test-idp.ts). Only a code's SHA-256 is kept;
 * `used_at` is set by the one statement that spends it, so a code is exchanged once, before `expires_at`.
 */
export const testIdpCodes = pgTable('test_idp_codes', {
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  nonce: text('nonce'),
  subject: text('subject').notNull(),
  /** The ID token's identity claims (email, email_verified, names, ConnectID's verified claims). */
  claims: jsonb('claims').$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
