import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { PurchaseService } from '../purchase/service';
import type { SiteService } from '../sites/service';
import type { SpendCheck } from '../spend-check/service';
import { partnerRoutes } from './routes';
import { createPartnerService } from './service';
import type { PartnerService } from './service';

/** Purchases through a partner; the spend check refuses them as it refuses a cart. */
export const partnersPlugin = {
  build: ({ db, now, purchases, spendCheck }: { db: Database; now: () => Date; purchases: PurchaseService; spendCheck: SpendCheck }) =>
    createPartnerService(db, { now, purchases, blockedReasons: spendCheck.blockedReasons }),
  routes: {
    v2: (v2: RouteScope, { partners, identity, sites }: { partners: PartnerService; identity: Authenticator; sites: SiteService }) => v2.register(partnerRoutes, { partners, identity, sites }),
  },
};
