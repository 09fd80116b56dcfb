import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './core';

/**
 * An offer's terms and conditions per site (`/{offer}/terms-and-conditions`), and a draw's own terms
 * (`/{offer}/terms-and-conditions/{drawNo}`: a raffle draw's prize and dates), kept as data so each site
 * words its own. Sections are plain paragraphs under a heading; nothing in them is rendered as HTML.
 */
export const offerTerms = pgTable('offer_terms', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  offerKey: text('offer_key').notNull(),
  /** Null: the offer's terms; a number: that draw's. */
  drawNo: integer('draw_no'),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[] }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  uniqueIndex('offer_terms_offer_unique').on(t.siteKey, t.offerKey).where(sql`${t.drawNo} is null`),
  uniqueIndex('offer_terms_draw_unique').on(t.siteKey, t.offerKey, t.drawNo).where(sql`${t.drawNo} is not null`),
]);
