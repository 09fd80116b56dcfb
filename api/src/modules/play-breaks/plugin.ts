import type { Database } from '../../db/client';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { OutboxService } from '../outbox/service';
import { playBreakRoutes } from './routes';
import { createPlayBreakService } from './service';
import type { PlayBreakService } from './service';

/** Breaks and self-exclusions: the spend check refuses everything while one is in force; confirmations are mailed. */
export const playBreaksPlugin = {
  build: ({ db, now, outbox }: { db: Database; now: () => Date; outbox: OutboxService }) => createPlayBreakService(db, { now, outbox: { enqueue: (tx, mail) => outbox.enqueue(tx, mail) } }),
  routes: {
    v2: (v2: RouteScope, { playBreaks, identity }: { playBreaks: PlayBreakService; identity: Authenticator }) => v2.register(playBreakRoutes, { playBreaks, identity }),
  },
};
