import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { favouriteRoutes } from './routes';
import { createFavouritesService } from './service';
import type { FavouritesService } from './service';

/** A customer's favourite numbers. */
export const favouritesPlugin = {
  build: ({ db, now }: { db: Database; now: () => Date }) => createFavouritesService(db, now),
  routes: {
    v2: (v2: RouteScope, { favourites, identity }: { favourites: FavouritesService; identity: Authenticator }) => v2.register(favouriteRoutes, { favourites, identity }),
  },
};
