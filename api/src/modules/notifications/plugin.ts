import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { SiteService } from '../sites/service';
import { notificationRoutes } from './routes';
import { createNotificationService } from './service';
import type { NotificationService } from './service';

/** The header bell's notices, written by other modules in their own transactions. */
export const notificationsPlugin = {
  build: ({ db, clock }: { db: Database; clock: Clock }) => createNotificationService(db, { clock }),
  routes: {
    v2: (v2: RouteScope, { notifications, identity, sites }: { notifications: NotificationService; identity: Authenticator; sites: SiteService }) => v2.register(notificationRoutes, { notifications, identity, sites }),
  },
};
