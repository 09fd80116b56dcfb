import type { Database } from '../../db/client';
import type { RouteScope } from '../../plugins/module-plugin';
import { termsRoutes } from './routes';
import { createTermsService } from './service';
import type { TermsService } from './service';

/** An offer's terms, per draw. */
export const termsPlugin = {
  build: ({ db }: { db: Database }) => createTermsService(db),
  routes: {
    v2: (v2: RouteScope, { terms }: { terms: TermsService }) => v2.register(termsRoutes, { terms }),
  },
};
