import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Authenticator } from '../../plugins/auth';
import type { RouteScope } from '../../plugins/module-plugin';
import type { NotificationService } from '../notifications/service';
import type { Mailer } from '../outbox/mail/mailer';
import type { PlayBreakService } from '../play-breaks/service';
import type { PurchaseService } from '../purchase/service';
import type { SiteService } from '../sites/service';
import { createBenefitsService } from './benefits';
import type { BenefitsService } from './benefits';
import { createGiveawayRunner } from './giveaway-runner';
import { createGiveawayService } from './giveaways-service';
import type { GiveawayService } from './giveaways-service';
import { premiumMembershipKind } from './premium-line-kind';
import { createPremiumRenewals } from './premium-renewals';
import { benefitsPageRoutes, membershipRoutes } from './routes';
import { createMembershipService } from './service';
import type { MembershipService } from './service';

interface MembershipDeps {
  db: Database;
  clock: Clock;
  purchases: PurchaseService;
  sites: SiteService;
  notifications: NotificationService;
  playBreaks: PlayBreakService;
  mailer?: Mailer;
}

interface RouteDeps {
  membership: MembershipService;
  giveaways: GiveawayService;
  benefits: BenefitsService;
  identity: Authenticator;
  sites: SiteService;
}

/** Daily winners: tiers, giveaways (drawn by the draw engine through `giveawayRunner`), benefits and premium renewals. */
export const membershipPlugin = {
  build: ({ db, clock, purchases, sites, notifications, playBreaks, mailer }: MembershipDeps) => {
    const notify: Parameters<typeof createGiveawayService>[1]['notify'] = (tx, notification) => notifications.notify(tx, notification);
    return {
      membership: createMembershipService(db, { clock, playBreakInForce: (customerId, executor, at) => playBreaks.inForce(customerId, executor, at) }),
      giveaways: createGiveawayService(db, { clock, notify }),
      benefits: createBenefitsService(db, { clock }),
      premiumRenewals: createPremiumRenewals(db, { clock, purchases, site: (key) => sites.getSite(key), notify, mailer }),
      giveawayRunner: createGiveawayRunner(db, { notify, playBreaksInForce: playBreaks.inForceOf }),
    };
  },
  /** The cart line premium membership is sold as. */
  lineKind: premiumMembershipKind,
  routes: {
    membership: (scope: RouteScope, { membership, giveaways, benefits, identity, sites }: RouteDeps) => scope.register(membershipRoutes, { membership, giveaways, benefits, identity, sites }),
    /** The benefits page, opened from a mailed link: unsigned. */
    benefitsPage: (scope: RouteScope, { benefits }: { benefits: BenefitsService }) => scope.register(benefitsPageRoutes, { benefits }),
  },
};
