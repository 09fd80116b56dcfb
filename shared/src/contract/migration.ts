/**
 * Account migration (groups spec §3 "Migration status", §4 "Migration modal", §7 "POST /migration/migrate; the poll
 * repeats the same call"). The migration service answers 202 while the migration runs and 200 once it is done;
 * the body says the same, so a client that only sees bodies can tell them apart.
 */
export const MIGRATION_STATUSES = ['ineligible', 'eligible_soft', 'eligible_hard', 'in_progress', 'migrated'] as const;
export type MigrationStatus = (typeof MIGRATION_STATUSES)[number];

/** `POST /migration/migrate` body (camelCase here, sent snake_case): the terms must have been accepted. */
export interface MigrateRequest {
  acceptTerms: true;
}

/** Answer of `POST /migration/migrate` (202 in_progress, 200 migrated) and `GET /migration/status`. */
export interface MigrationState {
  migrationStatus: MigrationStatus;
}
