import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { syndicateRoutes } from './routes';
import { createSyndicatesService } from './service';
import type { SyndicatesService } from './service';

/** Syndicate shares a customer holds. */
export const syndicatesPlugin = {
  build: ({ db }: { db: Database }) => createSyndicatesService(db),
  routes: {
    v2: (v2: RouteScope, { syndicates, identity }: { syndicates: SyndicatesService; identity: Authenticator }) => v2.register(syndicateRoutes, { syndicates, identity }),
  },
};
