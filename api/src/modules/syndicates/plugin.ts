import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { syndicateTicketHooks } from './draw-scoring';
import { syndicateRoutes } from './routes';
import { createSyndicatesService } from './service';
import type { SyndicatesService } from './service';

/** Syndicate shares a customer holds; the syndicate's tickets in the draw engine. */
export const syndicatesPlugin = {
  build: ({ db }: { db: Database }) => createSyndicatesService(db),
  /** How the draw engine scores a syndicate's tickets and pays its share prizes. */
  ticketHooks: syndicateTicketHooks,
  routes: {
    v2: (v2: RouteScope, { syndicates, identity }: { syndicates: SyndicatesService; identity: Authenticator }) => v2.register(syndicateRoutes, { syndicates, identity }),
  },
};
