import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { StepUpCheck } from '../../plugins/require-step-up';
import type { CustomerService } from '../customer/service';
import { preCommitmentRoutes } from './routes';
import { createPreCommitmentService } from './service';
import type { PreCommitmentService } from './service';

interface RouteDeps {
  preCommitments: PreCommitmentService;
  customers: CustomerService;
  identity: Authenticator;
  stepUpCheck: StepUpCheck;
}

/** The weekly pre-commitment limit. */
export const preCommitmentPlugin = {
  build: ({ db, now }: { db: Database; now: () => Date }) => createPreCommitmentService(db, now),
  routes: {
    v2: (v2: RouteScope, { preCommitments, customers, identity, stepUpCheck }: RouteDeps) => v2.register(preCommitmentRoutes, { preCommitments, customers, identity, stepUp: stepUpCheck }),
  },
};
