// Column helpers the schema files share.
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();


