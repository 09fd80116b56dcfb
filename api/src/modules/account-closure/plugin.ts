import type { preHandlerHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { OutboxService } from '../outbox/service';
import { accountClosureRoutes } from './routes';
import { createAccountClosureService } from './service';
import type { AccountClosureService } from './service';

/** Closing an account; its confirmation goes through the outbox. */
export const accountClosurePlugin = {
  build: ({ db, now, outbox }: { db: Database; now: () => Date; outbox: OutboxService }) => createAccountClosureService(db, { now, outbox }),
  routes: {
    v2: (v2: RouteScope, { accountClosures, identity, stepUp }: { accountClosures: AccountClosureService; identity: Authenticator; stepUp: preHandlerHookHandler }) =>
      v2.register(accountClosureRoutes, { closures: accountClosures, identity, stepUp }),
  },
};
