import { inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { customerMigrations, customers } from '../schema';
import type { MigrationEligibility, MigrationState } from '../schema/migration';

/**
 * Demo customers in each account-migration state (groups spec §3 "Migration status"). The legacy account number
 * drives the simulated legacy system (modules/migration/legacy-system.ts): `FAIL…` is refused.
 */
export const SEED_MIGRATIONS: readonly { email: string; eligibility: MigrationEligibility; state: MigrationState; legacyAccount: string }[] = [
  { email: 'migrate.soft@drawfront.example', eligibility: 'soft', state: 'eligible', legacyAccount: 'LEG-100201' },
  { email: 'migrate.hard@drawfront.example', eligibility: 'hard', state: 'eligible', legacyAccount: 'LEG-100202' },
  { email: 'migrate.fails@drawfront.example', eligibility: 'soft', state: 'eligible', legacyAccount: 'FAIL-100203' },
  { email: 'migrated@drawfront.example', eligibility: 'soft', state: 'migrated', legacyAccount: 'LEG-100204' },
];

// Country bans need no seeded customer: where a customer is comes from each sign-in's `GET /v2/locate` (start the
// API with DEFAULT_COUNTRY_CODE=US, or send X-Country-Code: US through the edge, and any customer is asked to confirm).

/** Writes the states above for the seeded customers; rows that exist are left alone, so a second seed changes nothing. */
export async function seedSessionRuleStates(executor: Executor, now: Date): Promise<void> {
  const emails = SEED_MIGRATIONS.map((m) => m.email);
  const rows = await executor.select({ id: customers.id, email: customers.email }).from(customers).where(inArray(customers.email, emails));
  const idOf = (email: string) => rows.find((row) => row.email === email)?.id;
  for (const migration of SEED_MIGRATIONS) {
    const customerId = idOf(migration.email);
    if (!customerId) continue;
    const done = migration.state === 'migrated';
    await executor
      .insert(customerMigrations)
      .values({ customerId, eligibility: migration.eligibility, state: migration.state, legacyAccount: migration.legacyAccount, updatedAt: now, completedAt: done ? now : null, termsAcceptedAt: done ? now : null, attempts: done ? 1 : 0 })
      .onConflictDoNothing();
  }
}

