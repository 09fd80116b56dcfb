import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { SiteService } from '../sites/service';
import { locateRoutes } from './routes';
import { createLocateService } from './service';
import type { LocateService } from './service';

/** Where a customer plays from, and the country bans that follow. */
export const locatePlugin = {
  build: ({ db, now, config, sites }: { db: Database; now: () => Date; config: AppConfig; sites: SiteService }) => createLocateService(db, { now, defaultCountryCode: config.defaultCountryCode, sites }),
  routes: {
    v2: (v2: RouteScope, { locations, identity }: { locations: LocateService; identity: Authenticator }) => v2.register(locateRoutes, { locations, identity }),
  },
};
