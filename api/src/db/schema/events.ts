import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';

/** Analytics events sent to `POST /events/event` (only with the visitor's consent, which the shell checks). */
export const analyticsEvents = pgTable('analytics_events', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  eventType: text('event_type').notNull(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('analytics_events_site_idx').on(t.siteKey, t.createdAt)]);
