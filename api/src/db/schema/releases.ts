// Site releases (immutable once published), the live and canary pointers moved by compare-and-swap on their
// revision, and the audit log of every move.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { SiteRelease } from '@drawfront/shared/contract/release';
import { createdAt } from './columns';
import { sites } from './core';

export const siteReleases = pgTable('site_releases', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  document: jsonb('document').$type<SiteRelease>().notNull(),
  createdAt: createdAt(),
}, (t) => [index('site_releases_site_idx').on(t.siteKey, t.createdAt), unique('site_releases_site_id_unique').on(t.siteKey, t.id)]);

export const sitePointers = pgTable('site_pointers', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  channel: text('channel').$type<'live' | 'canary'>().notNull(),
  // Null only on a canary pointer whose canary has ended; the row stays so its revision keeps counting.
  releaseId: uuid('release_id'),
  revision: integer('revision').notNull(),
  canaryPercentage: integer('canary_percentage'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull(),
}, (t) => [
  primaryKey({ columns: [t.siteKey, t.channel] }),
  // A pointer can only name a release of its own site.
  foreignKey({ name: 'site_pointers_release_fk', columns: [t.siteKey, t.releaseId], foreignColumns: [siteReleases.siteKey, siteReleases.id] }),
  check('site_pointers_channel_check', sql`${t.channel} in ('live', 'canary')`),
  check('site_pointers_revision_check', sql`${t.revision} >= 1`),
  check(
    'site_pointers_percentage_check',
    sql`(${t.channel} = 'live' and ${t.canaryPercentage} is null and ${t.releaseId} is not null)
      or (${t.channel} = 'canary' and ((${t.releaseId} is null and ${t.canaryPercentage} is null) or ${t.canaryPercentage} between 1 and 99))`,
  ),
]);

export const releaseAudit = pgTable('release_audit', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  channel: text('channel').$type<'live' | 'canary'>().notNull(),
  action: text('action').$type<'promote' | 'rollback' | 'canary'>().notNull(),
  fromRelease: uuid('from_release'),
  toRelease: uuid('to_release'),
  actor: text('actor').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  revision: integer('revision').notNull(),
  canaryPercentage: integer('canary_percentage'),
}, (t) => [
  index('release_audit_site_idx').on(t.siteKey, t.id),
  check('release_audit_action_check', sql`${t.action} in ('promote', 'rollback', 'canary')`),
  check('release_audit_channel_check', sql`${t.channel} in ('live', 'canary')`),
]);
