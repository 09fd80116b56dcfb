import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { StepUpCheck } from '../../plugins/require-step-up';
import { spendLimitRoutes } from './routes';
import { createSpendLimitService } from './service';
import type { SpendLimitService } from './service';

/** The customer's spend limits per period. */
export const spendLimitsPlugin = {
  build: ({ db, now, mailer }: { db: Database; now: () => Date; mailer?: Mailer }) => createSpendLimitService(db, now, mailer),
  routes: {
    v2: (v2: RouteScope, { spendLimits, identity, stepUpCheck }: { spendLimits: SpendLimitService; identity: Authenticator; stepUpCheck: StepUpCheck }) =>
      v2.register(spendLimitRoutes, { spendLimits, identity, stepUp: stepUpCheck }),
  },
};
