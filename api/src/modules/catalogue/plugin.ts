import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { catalogueRoutes } from './routes';
import { createCatalogueService } from './service';
import type { CatalogueService } from './service';

/** The catalogue: each site's product offers and prices. */
export const cataloguePlugin = {
  build: ({ db, now }: { db: Database; now: () => Date }) => createCatalogueService(db, now),
  routes: {
    v2: (v2: RouteScope, { catalogue, identity }: { catalogue: CatalogueService; identity: Authenticator }) => v2.register(catalogueRoutes, { catalogue, identity }),
  },
};
