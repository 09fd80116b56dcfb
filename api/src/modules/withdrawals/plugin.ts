import type { preHandlerHookHandler } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import type { PayoutGateway } from '../../payments/payout';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { SiteService } from '../sites/service';
import type { WithdrawalCheck } from './checks';
import { createManualPayouts } from './manual-payouts';
import { createPayoutJob } from './payout-job';
import { withdrawalPlatformRoutes } from './platform-routes';
import type { PayoutMode } from './platform-routes';
import { withdrawalRoutes } from './routes';
import { createWithdrawalService } from './service';
import type { WithdrawalService } from './service';

interface RouteDeps {
  withdrawals: WithdrawalService;
  identity: Authenticator;
  sites: SiteService;
  stepUp: preHandlerHookHandler;
}

/** Withdrawals: held at request (behind step-up and the verification gate), paid by the payout provider's job or by ops. */
export const withdrawalsPlugin = {
  build: ({ db, now, checks, mailer }: { db: Database; now: () => Date; checks: readonly WithdrawalCheck[]; mailer?: Mailer }) => createWithdrawalService(db, { now, checks, mailer }),
  /** Paid by the payout provider's job, or (PAYOUT_PROVIDER=manual, no provider) by ops at the bank. */
  payouts: ({ db, now, provider, mailer }: { db: Database; now: () => Date; provider: PayoutGateway | null; mailer?: Mailer }): PayoutMode =>
    provider ? { kind: 'provider', payDueWithdrawals: createPayoutJob(db, { now, gateway: provider, mailer }) } : { kind: 'manual', manual: createManualPayouts(db, { now, mailer }) },
  routes: {
    v2: (v2: RouteScope, { withdrawals, identity, sites, stepUp }: RouteDeps) => v2.register(withdrawalRoutes, { withdrawals, identity, sites, stepUp: [stepUp] }),
    platform: (platform: RouteScope, { payoutMode, config }: { payoutMode: PayoutMode; config: AppConfig }) => platform.register(withdrawalPlatformRoutes, { mode: payoutMode, opsToken: config.opsToken }),
  },
};
