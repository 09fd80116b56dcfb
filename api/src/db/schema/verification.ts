// Identity verification: each check the provider answered, and documents uploaded for review.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VerificationMethodType } from '@drawfront/shared/contract/verification';
import type { DocumentType } from '@drawfront/shared/rules/identity-verification';
import { customers, sites } from './core';

/** Raw bytes: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type AttemptOutcome = 'verified' | 'failed' | 'document_required';

/**
 * One check per row, never changed. Only the outcome and the provider's reference are kept: the details sent
 * (date of birth, licence number) go to the provider and are not stored here.
 */
export const verificationAttempts = pgTable('verification_attempts', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  method: text('method').$type<VerificationMethodType>().notNull(),
  outcome: text('outcome').$type<AttemptOutcome>().notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('verification_attempts_customer_idx').on(t.customerId, t.method, t.createdAt),
  check('verification_attempts_outcome_check', sql`${t.outcome} in ('verified', 'failed', 'document_required')`),
]);

export type DocumentStatus = 'pending' | 'approved' | 'rejected';

/**
 * A document uploaded for manual review, its bytes in the database under a random id (never served to the web;
 * only the review reads them). `content_type` is what the content shows, not what the browser claimed.
 */
export const verificationDocuments = pgTable('verification_documents', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').$type<DocumentType>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  status: text('status').$type<DocumentStatus>().notNull(),
  reviewNote: text('review_note'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('verification_documents_customer_idx').on(t.customerId, t.createdAt),
  index('verification_documents_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  check('verification_documents_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  check('verification_documents_type_check', sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`),
]);
