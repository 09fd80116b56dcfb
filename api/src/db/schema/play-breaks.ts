// Take a break and self-exclusion. A row per confirmation: rows are never updated or deleted, because a break can
// never be shortened or lifted; a longer one is a new row, and the one in force is the row with the latest end (a
// null end, permanent, outlasts all).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PlayBreakKind, PlayBreakPeriod } from '@drawfront/shared/rules/play-break';
import { customers } from './core';

export const playBreaks = pgTable('play_breaks', {
  id: uuid('id').primaryKey(),
  customerId: uuid('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<PlayBreakKind>().notNull(),
  period: text('period').$type<PlayBreakPeriod>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('play_breaks_customer_idx').on(t.customerId, t.startsAt),
  check('play_breaks_kind_check', sql`${t.kind} in ('break', 'self_exclusion')`),
  check('play_breaks_period_check', sql`${t.period} in ('24_hours', '7_days', '30_days', '6_months', '1_year', '5_years', 'permanent')`),
  check('play_breaks_end_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
]);
