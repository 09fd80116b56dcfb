import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RouteScope } from '../../plugins/module-plugin';
import { remoteRoutes } from './routes';
import { createRemoteService } from './service';
import type { RemoteService } from './service';

/** Published remote artifacts, which releases pin. */
export const remotesPlugin = {
  build: ({ db, clock }: { db: Database; clock: Clock }) => createRemoteService(db, { clock }),
  routes: {
    platform: (platform: RouteScope, { remotes, config }: { remotes: RemoteService; config: AppConfig }) => platform.register(remoteRoutes, { remotes, opsToken: config.opsToken }),
  },
};
