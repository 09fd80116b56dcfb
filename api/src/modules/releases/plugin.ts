import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RouteScope } from '../../plugins/module-plugin';
import type { RemoteService } from '../remotes/service';
import type { SiteService } from '../sites/service';
import { releaseRoutes } from './routes';
import { createReleaseService } from './service';
import type { ReleaseService } from './service';

/** Site releases and their live and canary pointers. */
export const releasesPlugin = {
  build: ({ db, sites, remotes, clock }: { db: Database; sites: SiteService; remotes: RemoteService; clock: Clock }) => createReleaseService(db, { sites, remotes, clock }),
  routes: {
    platform: (platform: RouteScope, { releases, config }: { releases: ReleaseService; config: AppConfig }) => platform.register(releaseRoutes, { releases, opsToken: config.opsToken }),
  },
};
