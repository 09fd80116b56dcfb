// Partner purchase (groups spec §7 "Partner purchase"): a partner site sells one of a site's offers through
// `/purchase/{slug}`. A partner and its channels are made by the seed (or ops); each purchase made through one is
// recorded beside its checkout with the channel and the partner's metadata.
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PartnerCartItemInput, PartnerChannel } from '@drawfront/shared/contract/partners';
import { checkouts, customers, sites } from './core';

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  /** The second path segment of `/purchase/{slug}`. */
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  /** The partner's own site; a redirect target, so http or https only (storefront §5). */
  siteUrl: text('site_url').notNull(),
  /** The partner's channels; the one whose key ends in `_web` is the web checkout's (groups spec §9). */
  channels: jsonb('channels').$type<PartnerChannel[]>().notNull(),
  /** What the partner sells when its link carries no cart data. */
  product: jsonb('product').$type<PartnerCartItemInput>().notNull(),
  /** The cause a raffle bought through this partner supports (the partner raises money for it), if any. */
  causeKey: text('cause_key'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('partners_site_slug_unique').on(t.siteKey, t.slug),
  uniqueIndex('partners_site_key_unique').on(t.siteKey, t.key),
  check('partners_slug_check', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,62}$'`),
  check('partners_site_url_check', sql`${t.siteUrl} ~* '^https?://[^/\\s]+'`),
]);

/** A purchase made through a partner: its checkout, the channel it came by and the partner's metadata. */
export const partnerPurchases = pgTable('partner_purchases', {
  checkoutId: uuid('checkout_id').primaryKey().references(() => checkouts.id),
  partnerId: uuid('partner_id').notNull().references(() => partners.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  channelKey: text('channel_key').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('partner_purchases_partner_idx').on(t.partnerId, t.createdAt)]);
