import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { NotificationService } from '../notifications/service';
import type { PlayBreakService } from '../play-breaks/service';
import { closeDueSessions, sessionTicketHooks } from './close';
import { lottoPartyRoutes } from './routes';
import { createLottoPartyService } from './service';
import type { LottoPartyService } from './service';
import { shareLineKind } from './share-kind';

interface LottoPartyDeps {
  db: Database;
  now: () => Date;
  notifications: NotificationService;
  playBreaks: PlayBreakService;
}

/** Group play: groups, sessions and orders; shares sold through the cart; sessions' tickets in the draw engine. */
export const lottoPartyPlugin = {
  build: ({ db, now, notifications, playBreaks }: LottoPartyDeps) =>
    createLottoPartyService(db, { now, notify: (tx, notice) => notifications.notify(tx, notice), playBreakInForce: (customerId) => playBreaks.inForce(customerId) }),
  /** The job's work: sessions past their close are closed, cancelled or paid, and their members told. */
  closing: ({ db, clock, notifications }: { db: Database; clock: Clock; notifications: NotificationService }) => () => closeDueSessions(db, clock, (tx, notice) => notifications.notify(tx, notice)),
  /** The cart line a share is sold as. */
  lineKind: shareLineKind,
  /** How the draw engine buys and pays a session's tickets. */
  ticketHooks: sessionTicketHooks,
  routes: {
    social: (social: RouteScope, { lottoParty, identity }: { lottoParty: LottoPartyService; identity: Authenticator }) => social.register(lottoPartyRoutes, { lottoParty, identity }),
  },
};
