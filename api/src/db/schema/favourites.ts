import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from './core';

/** A customer's favourite numbers (/my-account/favourite-numbers), offered by every builder that takes numbers. */
export const favouriteNumbers = pgTable('favourite_numbers', {
  customerId: uuid('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  numbers: jsonb('numbers').$type<number[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});
