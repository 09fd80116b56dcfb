import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RouteScope } from '../../plugins/module-plugin';
import type { NotificationService } from '../notifications/service';
import type { OutboxService } from '../outbox/service';
import type { ResultsService } from '../results/service';
import { createDrawReads } from './draw-reads';
import type { DrawReads } from './draw-reads';
import { createDrawEngine } from './engine';
import type { DrawEngine, DrawEngineOptions, DrawTellers } from './engine';
import { fairnessProofRoutes } from './fairness/proof-routes';
import { drawPlatformRoutes } from './platform-routes';
import type { Authenticator } from '../../plugins/auth';

interface DrawsDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  results: ResultsService;
  /** How the engine tells customers; the notifications feed and the outbox unless given (tests record). */
  tellers: DrawTellers | undefined;
  notifications: NotificationService;
  outbox: OutboxService;
  giveaways: DrawEngineOptions['giveaways'];
  groupTickets: DrawEngineOptions['groupTickets'];
}

/** The draw engine: draws from open to emailed, with the giveaways and group tickets other modules own. */
export const drawsPlugin = {
  build: ({ db, clock, config, results, tellers, notifications, outbox, giveaways, groupTickets }: DrawsDeps) =>
    createDrawEngine(db, {
      clock,
      // A drawn or scored draw shows on the results pages of this instance at once (others within RESULTS_TTL_MS).
      onDrawsMoved: () => results.forget(),
      claimThresholdCents: config.prizeClaimThresholdCents,
      tell: tellers ?? { notify: (tx, notification) => notifications.notify(tx, notification), enqueue: (tx, mail) => outbox.enqueue(tx, mail) },
      giveaways,
      groupTickets,
    }),
  reads: ({ db }: { db: Database }) => createDrawReads(db),
  routes: {
    /** The fairness proofs a browser checks: a draw's (public) and a ticket's (its customer's). */
    v2: (v2: RouteScope, { drawReads, identity }: { drawReads: DrawReads; identity: Authenticator }) => v2.register(fairnessProofRoutes, { drawReads, identity }),
    /** Reading a draw's fairness proof; behind the test doors, draws on demand. */
    platform: (platform: RouteScope, { draws, drawReads, config }: { draws: DrawEngine; drawReads: DrawReads; config: AppConfig }) =>
      platform.register(drawPlatformRoutes, { engine: draws, reads: drawReads, opsToken: config.opsToken, onDemand: config.testDoors }),
  },
};
