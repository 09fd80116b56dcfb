// Published remote builds: a version is published once and never changed (drizzle/0001_immutable-platform-records.sql).
import { pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { RemoteArtifact } from '@drawfront/shared/contract/release';

export const remoteArtifacts = pgTable('remote_artifacts', {
  id: serial('id').primaryKey(),
  remote: text('remote').$type<RemoteArtifact['remote']>().notNull(),
  version: text('version').notNull(),
  manifestUrl: text('manifest_url').notNull(),
  entryUrl: text('entry_url').notNull(),
  integrity: text('integrity').notNull(),
  contractVersion: text('contract_version').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  publishedBy: text('published_by').notNull(),
}, (t) => [unique('remote_artifacts_version_unique').on(t.remote, t.version)]);
