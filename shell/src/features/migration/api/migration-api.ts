import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { MigrationState } from '@drawfront/shared/contract/migration';

/** `POST /migration/migrate` on the migration service (groups spec §7); the poll repeats the same call. */
export function postMigrate(api: ApiClient): Promise<MigrationState> {
  return api.request<MigrationState>({ service: 'migration', method: 'POST', path: '/migrate', body: { acceptTerms: true }, noSitewideError: true });
}
