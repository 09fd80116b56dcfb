import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { CartService } from '../cart/service';
import { cartReplayRoutes } from './routes';
import { createCartReplayService } from './service';
import type { CartReplayService } from './service';

/** Putting a past checkout's lines back in the cart. */
export const cartReplayPlugin = {
  build: ({ db, now, carts }: { db: Database; now: () => Date; carts: CartService }) => createCartReplayService(db, { now, carts }),
  routes: {
    v2: (v2: RouteScope, { cartReplays, identity }: { cartReplays: CartReplayService; identity: Authenticator }) => v2.register(cartReplayRoutes, { replays: cartReplays, identity }),
  },
};
