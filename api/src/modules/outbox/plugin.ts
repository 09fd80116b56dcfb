import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RouteScope } from '../../plugins/module-plugin';
import type { CommunicationPreferencesService } from '../communication-preferences/service';
import { configuredMailTransport } from './configured-transport';
import { devMailboxRoutes } from './dev-mailbox-routes';
import { serviceMailFooter } from './mail/layout';
import { createMailer, mailBrandOf } from './mail/mailer';
import { siteUrlBuilder } from './mail/site-url';
import type { SiteService } from '../sites/service';
import { createOutboxService } from './service';
import type { OutboxService } from './service';
import type { MailTransport } from './transport';

interface OutboxDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  transport: MailTransport | undefined;
  communicationPreferences: CommunicationPreferencesService;
  sites: SiteService;
}

/** Every mail is an outbox row written in the transaction that causes it; marketing goes only where the customer allows it. */
export const outboxPlugin = {
  /** Where mail goes: the one given, else the configured one (SMTP, the development mailbox, or none in production). */
  transport: ({ app, config, given }: { app: FastifyInstance; config: AppConfig; given: MailTransport | undefined }) => {
    const transport = given ?? configuredMailTransport(config);
    if (!transport) app.log.warn('SMTP_URL is not set: mail waits in the outbox until it is');
    // The SMTP pool's open connections would hold the process; a transport passed in is its owner's to close.
    else if (!given) app.addHook('onClose', async () => transport.close?.());
    return transport;
  },
  build: ({ db, clock, config, transport, communicationPreferences, sites }: OutboxDeps) => {
    const siteUrl = siteUrlBuilder(config.mail.siteUrls);
    return createOutboxService(db, {
      clock,
      transport,
      from: config.mail.from,
      marketingAllowed: (tx, customerId, offer) => communicationPreferences.marketingAllowed(tx, customerId, offer),
      branding: async (tx, siteKey) => {
        const site = await sites.siteWithin(tx, siteKey);
        if (!site) return null;
        return { brand: mailBrandOf(site, await sites.themeWithin(tx, siteKey)), footer: serviceMailFooter(site), link: (page, params) => siteUrl(site, page, params) };
      },
    });
  },
  /** The service mails (welcome, receipts, money, security, limits, membership), written through `outbox`. */
  mailer: ({ outbox, config, sites }: { outbox: OutboxService; config: AppConfig; sites: SiteService }) =>
    createMailer({ outbox, siteUrls: config.mail.siteUrls, siteWithin: (tx, key) => sites.siteWithin(tx, key), themeWithin: (tx, key) => sites.themeWithin(tx, key) }),
  routes: {
    /** The development mailbox: only behind the test doors. */
    root: async (root: RouteScope, { outbox, config }: { outbox: OutboxService; config: AppConfig }) => {
      if (config.testDoors) await root.register(devMailboxRoutes, { outbox });
    },
  },
};
