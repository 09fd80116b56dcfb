import type { Database } from '../../db/client';
import type { RouteScope } from '../../plugins/module-plugin';
import { raffleSupportRoutes } from './routes';
import { createRaffleSupportService } from './service';
import type { RaffleSupportService } from './service';

/** What a raffle raised for its cause. */
export const raffleSupportPlugin = {
  build: ({ db }: { db: Database }) => createRaffleSupportService(db),
  routes: {
    v2: (v2: RouteScope, { raffleSupport }: { raffleSupport: RaffleSupportService }) => v2.register(raffleSupportRoutes, { raffleSupport }),
  },
};
