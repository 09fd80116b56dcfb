import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { SiteService } from '../sites/service';
import { migrationRoutes } from './routes';
import { createMigrationService } from './service';
import type { MigrationService } from './service';

type Legacy = Parameters<typeof createMigrationService>[1]['legacy'];

/** Account migration from the legacy platform: a request queues the job at once (the cron run is the safety net). */
export const migrationPlugin = {
  build: ({ db, now, legacy }: { db: Database; now: () => Date; legacy: Legacy }) => createMigrationService(db, { now, legacy }),
  routes: {
    migration: (scope: RouteScope, { migrations, identity, sites }: { migrations: MigrationService; identity: Authenticator; sites: SiteService }) => scope.register(migrationRoutes, { migrations, identity, sites }),
  },
};
