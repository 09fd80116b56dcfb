import type { preHandlerHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import { TEST_CHALLENGE_BASE } from '../../parties/outside-parties';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { SiteService } from '../sites/service';
import type { SpendCheck } from '../spend-check/service';
import type { WithdrawalService } from '../withdrawals/service';
import { challengeRoutes } from './challenge-routes';
import { depositMethodRoutes } from './deposit-method-routes';
import type { CheckoutOnCredit } from './deposits-service';
import { depositPlatformRoutes } from './platform-routes';
import { redirectPageRoutes } from './redirect-page-routes';
import { fundsRoutes } from './routes';
import { createFundsService } from './service';
import type { FundsService } from './service';

interface FundsDeps {
  db: Database;
  now: () => Date;
  gateways: GatewayRegistry;
  onCheckoutCredited: CheckoutOnCredit;
  spendCheck: SpendCheck;
  mailer?: Mailer;
}

interface RouteDeps {
  funds: FundsService;
  gateways: GatewayRegistry;
  identity: Authenticator;
  stepUp: preHandlerHookHandler;
  sites: SiteService;
  config: AppConfig;
  withdrawals: WithdrawalService;
}

/** Deposits (cards, alternative methods, bank transfer) and saved cards; the spend check refuses a deposit over a limit. */
export const fundsPlugin = {
  build: ({ db, now, gateways, onCheckoutCredited, spendCheck, mailer }: FundsDeps) => createFundsService(db, { now, gateways, onCheckoutCredited, depositCheck: spendCheck.depositRefusal, mailer }),
  routes: {
    /** The test gateway's challenge and redirect pages: they exist only behind the test doors (`testPages`). */
    root: async (root: RouteScope, { funds, gateways, config }: RouteDeps) => {
      await root.register(challengeRoutes, { funds, gateways, challengeBase: TEST_CHALLENGE_BASE, testPages: config.testDoors });
      await root.register(redirectPageRoutes, { gateways, alternatives: funds.alternatives, testPages: config.testDoors });
    },
    v2: async (v2: RouteScope, { funds, gateways, identity, stepUp, withdrawals }: RouteDeps) => {
      // A withdrawal bank account is one of the customer's funds too: DELETE /funds/{id} removes it.
      await v2.register(fundsRoutes, { funds, identity, stepUp, removeOther: withdrawals.removeAccount });
      await v2.register(depositMethodRoutes, { depositByTransaction: funds.getDepositByTransaction, gateways, alternatives: funds.alternatives, bank: funds.bank, identity });
    },
    platform: (platform: RouteScope, { funds, sites, config }: RouteDeps) => platform.register(depositPlatformRoutes, { bank: funds.bank, sites, opsToken: config.opsToken }),
  },
};
