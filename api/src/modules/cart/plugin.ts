import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { SiteService } from '../sites/service';
import type { SpendCheck } from '../spend-check/service';
import type { createLineKinds } from './line-kinds';
import { cartRoutes } from './routes';
import { createCartService } from './service';
import type { CartService } from './service';

/** Anonymous and customer carts; the spend check says why a cart cannot be bought now. */
export const cartPlugin = {
  build: ({ db, now, spendCheck, lineKinds }: { db: Database; now: () => Date; spendCheck: SpendCheck; lineKinds: ReturnType<typeof createLineKinds> }) =>
    createCartService(db, { now, blockedReasons: spendCheck.blockedReasons, lineKinds }),
  routes: {
    v2: (v2: RouteScope, { carts, identity, sites }: { carts: CartService; identity: Authenticator; sites: SiteService }) => v2.register(cartRoutes, { carts, identity, sites }),
  },
};
