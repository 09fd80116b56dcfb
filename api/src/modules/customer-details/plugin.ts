import type { preHandlerHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { preferencesLinks } from '../communication-preferences/signed-links';
import type { OutboxService } from '../outbox/service';
import { customerDetailsRoutes } from './routes';
import { createCustomerDetailsService } from './service';
import type { CustomerDetailsService } from './service';

/** The customer's own details; their confirmation mails carry signed links to the communication preferences. */
export const customerDetailsPlugin = {
  build: ({ db, now, config, outbox }: { db: Database; now: () => Date; config: AppConfig; outbox: OutboxService }) =>
    createCustomerDetailsService(db, { now, outbox, preferencesLinks: (site, origin, customerId) => preferencesLinks(config.jwtSecret, site, origin, customerId) }),
  routes: {
    v2: (v2: RouteScope, { customerDetails, identity, stepUp }: { customerDetails: CustomerDetailsService; identity: Authenticator; stepUp: preHandlerHookHandler }) =>
      v2.register(customerDetailsRoutes, { details: customerDetails, identity, stepUp }),
  },
};
