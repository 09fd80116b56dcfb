import type { SiteClock } from '@drawfront/shared/format/site-time';
import { formatMoney } from '@drawfront/shared/format/money';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import type { Theme } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import { findCustomer } from '../../identity/customer-records';
import type { SiteRecord } from '../../sites/site-record';
import type { OutboxService } from '../service';
import { customerClock } from './customer-clock';
import { composeMail, serviceMailFooter as footer } from './layout';
import type { MailBrand, MailContent } from './layout';
import { publicUrlOf, siteUrlBuilder } from './site-url';

/** What a mail is written with: the customer, their site, their clock, their money and the site's links. */
export interface MailContext {
  site: SiteRecord;
  customer: { id: string; firstname: string; currency: string };
  clock: SiteClock;
  /** An amount in the customer's currency, as their locale writes it. */
  money(cents: number): string;
  /** An absolute link to one of the site's pages. */
  link(page: RouteId, params?: Record<string, string | undefined>): string;
}

/**
 * One kind of mail: from its event and the context, its template name, its dedupe key (one per event, so a
 * retried request or job writes it once) and its words.
 */
export type MailMaker<Event> = (event: Event, context: MailContext) => { template: string; dedupeKey: string; content: Omit<MailContent, 'firstname' | 'footer'> };

export interface MailerDeps {
  outbox: Pick<OutboxService, 'enqueue'>;
  /** MAIL_SITE_URLS: a site's public URL where it is not its `baseUrl`. */
  siteUrls: Record<string, string>;
  /** The site and its branding theme, read in the caller's transaction (the sites service). */
  siteWithin(tx: Executor, key: string): Promise<SiteRecord | null>;
  themeWithin(tx: Executor, key: string): Promise<Theme | null>;
}

export type Mailer = ReturnType<typeof createMailer>;


/**
 * The service mails a customer expects (welcome, receipts, money, security, limits, membership): each is written
 * through the outbox in the transaction of its change, in the site's brand, with absolute links on the site's
 * public URL and dates on the customer's clock. Not marketing: communication preferences never stop them.
 */
export function createMailer(deps: MailerDeps) {
  const siteUrl = siteUrlBuilder(deps.siteUrls);
  return {
    /** Writes `maker`'s mail for `event` to customer `customerId` inside `tx`; once per dedupe key. */
    async send<Event>(tx: Executor, customerId: string, maker: MailMaker<Event>, event: Event): Promise<void> {
      const customer = await findCustomer(tx, customerId);
      const site = customer ? await deps.siteWithin(tx, customer.siteKey) : null;
      if (!customer || !site) return;
      const clock = customerClock(site, customer.currency);
      const context: MailContext = {
        site,
        customer: { id: customer.id, firstname: customer.firstname, currency: customer.currency },
        clock,
        money: (cents) => formatMoney(cents, customer.currency, clock.locale),
        link: (page, params) => siteUrl(site, page, params),
      };
      const made = maker(event, context);
      const mail = composeMail(await brandOf(tx, site), { ...made.content, firstname: customer.firstname, footer: footer(site) });
      await deps.outbox.enqueue(tx, { siteKey: site.key, to: customer.email, template: made.template, ...mail, dedupeKey: made.dedupeKey });
    },

    /** An absolute link to a site's page, for the mails written elsewhere (results, statements). */
    link: siteUrl,

    /** The site's public URL (no trailing slash), read in `tx`; '' for an unknown site. */
    async publicUrl(tx: Executor, siteKey: string): Promise<string> {
      const site = await deps.siteWithin(tx, siteKey);
      return site ? publicUrlOf(site, deps.siteUrls) : '';
    },

    /** The site's brand as the layout shows it. */
    brand: (tx: Executor, site: SiteRecord) => brandOf(tx, site),
  };

  async function brandOf(tx: Executor, site: SiteRecord): Promise<MailBrand> {
    return mailBrandOf(site, await deps.themeWithin(tx, site.key));
  }
}

/** The site's brand as a mail shows it: its name, the theme's logo text and colours (defaults without a theme). */
export function mailBrandOf(site: Pick<SiteRecord, 'name'>, theme: Theme | null): MailBrand {
  return {
    siteName: site.name,
    logoText: theme?.logoText ?? site.name,
    colours: { primary: theme?.colours.primary ?? '#1a237e', background: theme?.colours.background ?? '#ffffff', surface: theme?.colours.surface ?? '#f4f4f4', text: theme?.colours.text ?? '#111111' },
  };
}
