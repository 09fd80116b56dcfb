import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { CartService } from '../cart/service';
import type { CatalogueService } from '../catalogue/service';
import type { PurchaseService } from '../purchase/service';
import { placementRoutes } from './routes';
import { createPlacementService } from './service';
import type { PlacementService } from './service';

/** The placement service: recommended draws for the pre-cart drawer. */
export const placementPlugin = {
  build: ({ catalogue, purchases, carts, now }: { catalogue: CatalogueService; purchases: PurchaseService; carts: CartService; now: () => Date }) => createPlacementService({ catalogue, purchases, carts, now }),
  routes: {
    placement: (scope: RouteScope, { placement, identity }: { placement: PlacementService; identity: Authenticator }) => scope.register(placementRoutes, { placement, identity }),
  },
};
