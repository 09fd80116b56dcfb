import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { FundsService } from '../funds/service';
import type { PurchaseService } from '../purchase/service';
import type { SiteService } from '../sites/service';
import { createCheckoutCompletion } from './completion';
import { checkoutRoutes } from './routes';
import { createDepositPurchaseService } from './service';
import type { DepositPurchaseService } from './service';

/** Paying for a cart by deposit: the purchase completes when the deposit is credited. */
export const checkoutPlugin = {
  /** What the funds module calls when a checkout's deposit is credited. */
  completion: ({ purchases, sites }: { purchases: PurchaseService; sites: SiteService }) => createCheckoutCompletion({ purchases, sites }),
  build: ({ db, now, purchases, funds }: { db: Database; now: () => Date; purchases: PurchaseService; funds: FundsService }) => createDepositPurchaseService(db, { now, purchases, funds }),
  routes: {
    v2: (v2: RouteScope, { depositPurchases, identity }: { depositPurchases: DepositPurchaseService; identity: Authenticator }) => v2.register(checkoutRoutes, { depositPurchases, identity }),
  },
};
