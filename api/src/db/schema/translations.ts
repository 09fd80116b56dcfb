import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { sites } from './core';

export const translations = pgTable('translations', {
  id: serial('id').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  locale: text('locale').notNull(),
  category: text('category').notNull(),
  itemId: text('item_id').notNull(),
  type: text('type').notNull(),
  value: text('value').notNull(),
}, (t) => [
  unique('translations_item_unique').on(t.siteKey, t.locale, t.category, t.itemId),
  check('translations_type_check', sql`${t.type} in ('image', 'markdown', 'plain', 'seo', 'json')`),
]);
