import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import { resultRoutes } from './routes';
import { createResultsService } from './service';
import type { ResultsService } from './service';

/** The read side of the draws: results, details and statistics, cached until the engine moves a draw. */
export const resultsPlugin = {
  build: ({ db, now }: { db: Database; now: () => Date }) => createResultsService(db, now),
  routes: {
    v2: (v2: RouteScope, { results, identity }: { results: ResultsService; identity: Authenticator }) => v2.register(resultRoutes, { results, identity }),
  },
};
