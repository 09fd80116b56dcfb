import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { ledgerPlatformRoutes } from './platform-routes';
import { ledgerRoutes } from './routes';
import { walletTransactions } from './service';
import type { MovementFilter } from './service';
import { listSuspendedCredits } from './suspense-repository';

export type LedgerReads = ReturnType<typeof buildLedgerReads>;

/** What the ledger's routes read: a wallet's movements, and the credits held in suspense. */
function buildLedgerReads({ db }: { db: Database }) {
  return {
    walletTransactions: (customerId: string, currency: string, limit: number, offset: number, filter: MovementFilter) => walletTransactions(db, customerId, currency, limit, offset, filter),
    suspendedCredits: (limit: number, offset: number) => listSuspendedCredits(db, limit, offset),
  };
}

/** The double-entry ledger: a customer's wallet movements, and ops' view of money held in suspense. */
export const ledgerPlugin = {
  build: buildLedgerReads,
  routes: {
    v2: (v2: RouteScope, { ledger, identity }: { ledger: LedgerReads; identity: Authenticator }) => v2.register(ledgerRoutes, { transactions: ledger.walletTransactions, identity }),
    platform: (platform: RouteScope, { ledger, config }: { ledger: LedgerReads; config: AppConfig }) => platform.register(ledgerPlatformRoutes, { suspendedCredits: ledger.suspendedCredits, opsToken: config.opsToken }),
  },
};
