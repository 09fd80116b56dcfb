import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { createLineKinds } from '../cart/line-kinds';
import type { SpendCheck } from '../spend-check/service';
import { purchaseRoutes } from './routes';
import { createPurchaseService } from './service';
import type { PurchaseService } from './service';

/** Buying a cart or a ticket: every purchase asks the spend check in its own transaction. */
export const purchasePlugin = {
  build: ({ db, now, spendCheck, lineKinds, mailer }: { db: Database; now: () => Date; spendCheck: SpendCheck; lineKinds: ReturnType<typeof createLineKinds>; mailer?: Mailer }) =>
    createPurchaseService(db, { now, spendCheck, lineKinds, mailer }),
  routes: {
    v2: (v2: RouteScope, { purchases, identity }: { purchases: PurchaseService; identity: Authenticator }) => v2.register(purchaseRoutes, { purchases, identity }),
  },
};
