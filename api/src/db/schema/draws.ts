import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { draws } from './core';

/** A scored draw's dividends: winners and prize per winner of each division. */
export const drawDivisions = pgTable('draw_divisions', {
  drawId: integer('draw_id').notNull().references(() => draws.id, { onDelete: 'cascade' }),
  division: integer('division').notNull(),
  winners: integer('winners').notNull(),
  poolCents: bigint('pool_cents', { mode: 'number' }).notNull(),
  prizeCents: bigint('prize_cents', { mode: 'number' }).notNull(),
}, (t) => [primaryKey({ columns: [t.drawId, t.division] }), check('draw_divisions_non_negative', sql`${t.winners} >= 0 and ${t.prizeCents} >= 0 and ${t.poolCents} >= 0`)]);
