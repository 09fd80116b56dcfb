import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RouteScope } from '../../plugins/module-plugin';
import type { ReleaseService } from '../releases/service';
import { sitePlatformRoutes } from './platform-routes';
import { siteRoutes } from './routes';
import { createSiteService } from './service';
import type { SiteService } from './service';

type Withheld = NonNullable<Parameters<typeof createSiteService>[1]>['withheld'];

/** Sites: every request's site, its capabilities (less those whose outside party is not there), and ops' view. */
export const sitesPlugin = {
  build: ({ db, config, withheld }: { db: Database; config: AppConfig; withheld: Withheld }) => createSiteService(db, { sessionTimeoutSeconds: config.sessionTimeoutSeconds, withheld }),
  routes: {
    v2: (v2: RouteScope, { sites }: { sites: SiteService }) => v2.register(siteRoutes, { sites }),
    platform: (platform: RouteScope, { sites, releases, config }: { sites: SiteService; releases: ReleaseService; config: AppConfig }) => platform.register(sitePlatformRoutes, { sites, releases, config }),
  },
};
