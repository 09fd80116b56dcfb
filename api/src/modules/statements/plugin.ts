import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { CustomerService } from '../customer/service';
import type { OutboxService } from '../outbox/service';
import type { SiteService } from '../sites/service';
import { createStatementMailer } from './monthly-mail';
import { statementRoutes } from './routes';
import { createStatementService } from './service';
import type { StatementService } from './service';

interface RouteDeps {
  statements: StatementService;
  customers: CustomerService;
  identity: Authenticator;
  now: () => Date;
}

/** Monthly statements: on request, and mailed once a month has ended on the site's clock. */
export const statementsPlugin = {
  build: ({ db, now }: { db: Database; now: () => Date }) => createStatementService(db, { now }),
  /** The job's work: last month's statements by email, once each. */
  mailer: ({ db, now, sites, outbox }: { db: Database; now: () => Date; sites: SiteService; outbox: OutboxService }) =>
    createStatementMailer(db, { now, site: (key) => sites.getSite(key), enqueue: (tx, mail) => outbox.enqueue(tx, mail) }),
  routes: {
    v2: (v2: RouteScope, { statements, customers, identity, now }: RouteDeps) => v2.register(statementRoutes, { statements, customers, identity, now }),
  },
};
