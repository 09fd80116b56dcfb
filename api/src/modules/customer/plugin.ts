import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { CustomerDetailsService } from '../customer-details/service';
import { walletBalance, withdrawableFunds } from '../ledger/service';
import type { LocateService } from '../locate/service';
import type { MigrationService } from '../migration/service';
import type { PlayBreakService } from '../play-breaks/service';
import type { PreCommitmentService } from '../precommitment/service';
import { customerRoutes } from './routes';
import { createCustomerService } from './service';
import type { CustomerService } from './service';

interface CustomerDeps {
  db: Database;
  preCommitments: PreCommitmentService;
  playBreaks: PlayBreakService;
  migrations: MigrationService;
  locations: LocateService;
  customerDetails: CustomerDetailsService;
}

/** The customer as `GET /v2/customer` shows them: money, limits, breaks, migration and what is left to confirm. */
export const customerPlugin = {
  build: ({ db, preCommitments, playBreaks, migrations, locations, customerDetails }: CustomerDeps) =>
    createCustomerService(
      db,
      {
        balance: (id) => walletBalance(db, id),
        preCommitment: (id, site) => preCommitments.state(id, site),
        withdrawable: (id) => withdrawableFunds(db, id),
        playBreak: (id) => playBreaks.inForce(id),
        migrationStatus: (id) => migrations.status(id),
        countryBan: (id) => locations.countryBan(id),
      },
      (id) => customerDetails.confirmationFlags(id),
    ),
  routes: {
    v2: (v2: RouteScope, { customers, identity }: { customers: CustomerService; identity: Authenticator }) => v2.register(customerRoutes, { customers, identity }),
  },
};
