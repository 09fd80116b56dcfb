import type { preHandlerHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { requireStepUp } from '../../plugins/require-step-up';
import type { StepUpCheck } from '../../plugins/require-step-up';
import type { CustomerRecord } from '../identity/customer-records';
import type { IdentityService } from '../identity/service';
import type { Mailer } from '../outbox/mail/mailer';
import type { OutboxService } from '../outbox/service';
import type { SiteService } from '../sites/service';
import { twoFactorPlatformRoutes } from './platform-routes';
import { twoFactorRoutes } from './routes';
import { createSecretBox } from './secret-box';
import { createTwoFactorService } from './service';
import type { TwoFactorService } from './service';

type CustomerRecords = (customerId: string) => Promise<CustomerRecord | null>;

interface V2Deps {
  twoFactor: TwoFactorService;
  identity: Authenticator;
  customerRecords: CustomerRecords;
  stepUp: preHandlerHookHandler;
}

/** Two-factor settings, sign-in's second factor, and step-up for sensitive calls. */
export const twoFactorPlugin = {
  build: ({ db, now, config, outbox, mailer }: { db: Database; now: () => Date; config: AppConfig; outbox: OutboxService; mailer?: Mailer }) =>
    createTwoFactorService(db, { now, secretBox: createSecretBox(config.twoFactorKey), outbox, mailer }),
  /** Sensitive calls' preHandler (403 REQUIRED without a recent second factor); one line per route applies it. */
  stepUp: ({ twoFactor, customerRecords }: { twoFactor: TwoFactorService; customerRecords: CustomerRecords }) => {
    const stepUpCheck: StepUpCheck = { requireRecent: (customer, familyId, site) => twoFactor.requireRecent(customer, familyId, site), customer: (id) => customerRecords(id) };
    return { stepUpCheck, stepUp: requireStepUp(stepUpCheck) };
  },
  routes: {
    v2: (v2: RouteScope, { twoFactor, identity, customerRecords, stepUp }: V2Deps) => v2.register(twoFactorRoutes, { twoFactor, identity, customerRecords, guard: stepUp }),
    platform: (platform: RouteScope, { twoFactor, sites, identity, config }: { twoFactor: TwoFactorService; sites: SiteService; identity: IdentityService; config: AppConfig }) =>
      platform.register(twoFactorPlatformRoutes, { twoFactor, sites, customerByEmail: identity.customerByEmail, opsToken: config.opsToken }),
  },
};
