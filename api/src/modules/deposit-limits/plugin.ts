import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { StepUpCheck } from '../../plugins/require-step-up';
import type { SiteService } from '../sites/service';
import { depositLimitRoutes } from './routes';
import { createDepositLimitService } from './service';
import type { DepositLimitService } from './service';

interface RouteDeps {
  depositLimits: DepositLimitService;
  identity: Authenticator;
  sites: SiteService;
  stepUpCheck: StepUpCheck;
}

/** The customer's deposit limits per period. */
export const depositLimitsPlugin = {
  build: ({ db, now, mailer }: { db: Database; now: () => Date; mailer?: Mailer }) => createDepositLimitService(db, now, mailer),
  routes: {
    v2: (v2: RouteScope, { depositLimits, identity, sites, stepUpCheck }: RouteDeps) => v2.register(depositLimitRoutes, { depositLimits, identity, sites, stepUp: stepUpCheck }),
  },
};
