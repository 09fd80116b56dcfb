import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { communicationPreferencesRoutes } from './routes';
import { createCommunicationPreferencesService } from './service';
import type { CommunicationPreferencesService } from './service';

/** What mail a customer wants; its links in mails are signed with the JWT secret. */
export const communicationPreferencesPlugin = {
  build: ({ db, now, config }: { db: Database; now: () => Date; config: AppConfig }) => createCommunicationPreferencesService(db, { now, secret: config.jwtSecret }),
  routes: {
    v2: (v2: RouteScope, { communicationPreferences, identity }: { communicationPreferences: CommunicationPreferencesService; identity: Authenticator }) =>
      v2.register(communicationPreferencesRoutes, { preferences: communicationPreferences, identity }),
  },
};
