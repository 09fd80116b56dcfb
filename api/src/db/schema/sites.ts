// What a site is served with besides its row in core.ts: its domains, sub-variants, capabilities and branding.
import { sql } from 'drizzle-orm';
import type { SiteTheme } from '@drawfront/shared/boot/site-theme';
import type { SiteConstants } from '@drawfront/shared/contract/site';
import { check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { sites } from './core';

/** A site's brand: the shell turns it into its tokens (`themeTokens` in shared). */
export type Theme = SiteTheme;

export const siteDomains = pgTable('site_domains', {
  host: text('host').primaryKey(),
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
}, (t) => [index('site_domains_site_idx').on(t.siteKey)]);

export const siteSubVariants = pgTable('site_sub_variants', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  locale: text('locale').notNull(),
  currency: text('currency').notNull(),
  /** Where the sub-variant's customers are, when not in the site's zone (en-GB: Europe/London); null means the site's. */
  timeZone: text('time_zone'),
  /** The country its customers live in (ISO 3166-1 alpha-2): their address and bank fields (`country-profile.ts`). */
  country: text('country').notNull().default('AU'),
  /** The site's constants this sub-variant says otherwise (its support number and hours, its free-entry address). */
  constants: jsonb('constants').$type<Partial<SiteConstants>>().notNull().default({}),
}, (t) => [primaryKey({ columns: [t.siteKey, t.code] }), check('site_sub_variants_code_upper', sql`${t.code} = upper(${t.code})`)]);

export const siteCapabilities = pgTable('site_capabilities', {
  siteKey: text('site_key').notNull().references(() => sites.key, { onDelete: 'cascade' }),
  segment: text('segment').notNull(),
  capability: text('capability').notNull(),
}, (t) => [primaryKey({ columns: [t.siteKey, t.segment, t.capability] })]);

export const branding = pgTable('branding', {
  siteKey: text('site_key').primaryKey().references(() => sites.key, { onDelete: 'cascade' }),
  theme: jsonb('theme').$type<Theme>().notNull(),
});
