import type { preHandlerHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { RouteScope } from '../../plugins/module-plugin';
import type { CustomerService } from '../customer/service';
import type { CustomerDetailsService } from '../customer-details/service';
import { openWallet } from '../ledger/service';
import type { Mailer } from '../outbox/mail/mailer';
import { welcomeMail } from '../outbox/mail/mails/welcome';
import type { OutboxService } from '../outbox/service';
import type { SiteService } from '../sites/service';
import type { TwoFactorService } from '../two-factor/service';
import { autologinPlatformRoutes } from './autologin-platform-routes';
import { autologinRoutes } from './autologin-routes';
import { createAutologinService } from './autologin-service';
import type { AutologinService } from './autologin-service';
import { findCustomer } from './customer-records';
import { passwordRoutes } from './password-routes';
import { createPasswordService } from './password-service';
import type { PasswordService } from './password-service';
import { createPasswordHasher } from './passwords';
import { identityRoutes } from './routes';
import { createIdentityService } from './service';
import type { IdentityService } from './service';

interface IdentityDeps {
  db: Database;
  now: () => Date;
  config: AppConfig;
  customers: CustomerService;
  customerDetails: Pick<CustomerDetailsService, 'recordSignUpAddress'>;
  twoFactor: TwoFactorService;
  outbox: OutboxService;
  mailer: Mailer;
}

interface V2Deps {
  identity: IdentityService;
  passwords: PasswordService;
  autologin: AutologinService;
  stepUp: preHandlerHookHandler;
}

/** Sign-up, sign-in (second factor included) and tokens; passwords; sign-in links. */
export const identityPlugin = {
  /** The customer record by id, for the step-up check and the two-factor settings. */
  customerRecords: ({ db }: { db: Database }) => (customerId: string) => findCustomer(db, customerId),
  build: ({ db, now, config, customers, customerDetails, twoFactor, outbox, mailer }: IdentityDeps) => {
    const passwordHasher = createPasswordHasher(config.passwordHashCost);
    const identity = createIdentityService(db, {
      jwtSecret: config.jwtSecret,
      now,
      passwordHasher,
      profile: customers.profile,
      onCustomerCreated: async (tx, customer, site, given) => {
        await openWallet(tx, customer.id, site.currency);
        if (given) await customerDetails.recordSignUpAddress(tx, customer.id, given.address, given.country);
        await mailer.send(tx, customer.id, welcomeMail, {});
      },
      secondFactor: (row, site, input) => twoFactor.checkSignIn(row, site, input),
      onElevated: (familyId, customerId) => twoFactor.markElevated(familyId, customerId),
      limits: { signupPerAddress: config.signupLimitPerAddress, checkEmailPerAddress: config.checkEmailLimitPerAddress },
      sessionTimeoutSeconds: config.sessionTimeoutSeconds,
    });
    const passwords = createPasswordService(db, { now, identity, outbox, passwordHasher });
    const autologin = createAutologinService(db, { now, identity });
    return { identity, passwords, autologin };
  },
  routes: {
    v2: async (v2: RouteScope, { identity, passwords, autologin, stepUp }: V2Deps) => {
      await v2.register(identityRoutes, { identity });
      await v2.register(passwordRoutes, { passwords, identity, stepUp });
      await v2.register(autologinRoutes, { autologin });
    },
    platform: (platform: RouteScope, { autologin, sites, config }: { autologin: AutologinService; sites: SiteService; config: AppConfig }) =>
      platform.register(autologinPlatformRoutes, { autologin, sites, opsToken: config.opsToken }),
  },
};
