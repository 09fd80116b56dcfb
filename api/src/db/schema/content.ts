import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sites } from './core';

/**
 * Content items (pages, blog posts, categories, site config, theme) as loaded from `api/content/<site>/`.
 * The files are the source: a start or seed replaces a site's rows with what the files say.
 */
export const contentItems = pgTable('content_items', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  collection: text('collection').notNull(),
  id: text('id').notNull(),
  // '' for the site's item; a sub-variant's code for its own version of it (the en-GB responsible-gambling page).
  subVariant: text('sub_variant').notNull().default(''),
  // published | draft | archived (groups spec §5: queries answer published items only).
  status: text('status').notNull(),
  // Empty: visible at once; otherwise hidden until then.
  publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }),
  // The item's own creation date from its file (blog order: newest created first).
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull(),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
}, (t) => [primaryKey({ columns: [t.siteKey, t.subVariant, t.collection, t.id] }), index('content_items_list_idx').on(t.siteKey, t.collection, t.created)]);

/** Files the content links to (`GET /files/{id}`), such as hero images. */
export const contentFiles = pgTable('content_files', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  id: text('id').notNull(),
  mimeType: text('mime_type').notNull(),
  // Base64 of the bytes: the files are small images, and text keeps PGlite and pg alike.
  data: text('data').notNull(),
}, (t) => [primaryKey({ columns: [t.siteKey, t.id] })]);

/**
 * What visitors write (contact messages, feedback, chat messages). Also the rate limit's count: the
 * submissions of one address in a window, so every API instance agrees.
 */
export const contentSubmissions = pgTable('content_submissions', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  collection: text('collection').notNull(),
  address: text('address').notNull(),
  customerId: uuid('customer_id'),
  fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('content_submissions_limit_idx').on(t.siteKey, t.address, t.createdAt)]);
