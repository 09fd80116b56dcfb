import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from api/) writes SQL migrations for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
