import { randomUUID } from 'node:crypto';
import { DEV_MAIL_FROM } from '../../config';
import type { Database, Executor } from '../../db/client';
import { MAX_SEND_ATTEMPTS, retryDelayMs } from './backoff';
import { claimDueMail, insertMail, listMail, markFailed, markSent, scheduleRetry, findMail } from './repository';
import type { OutboxEntry } from './repository';
import { composeMail } from './mail/layout';
import type { RouteId } from '@drawfront/shared/routes/route-table';
import type { ComposedMail, MailAction, MailBody, MailBrand } from './mail/layout';
import type { MailTransport } from './transport';
import { PermanentMailError } from './transport';

export type { OutboxEntry };

/**
 * A mail to send; `dedupeKey` is unique: a second enqueue with the same key is a no-op. Either composed already
 * (`text` and `html`: the mailer's), or its `body` and the reader's `firstname`, which the outbox lays out in the
 * site's brand (`composeMail`), so every mail a template writes has both parts in one look.
 */
export type OutboxMail = ComposedOutboxMail | (OutboxMailBase & { firstname: string; body: OutboxBody });

/** A mail whose parts are written already (the mailer's, laid out the same way). */
export type ComposedOutboxMail = OutboxMailBase & { subject: string; text: string; html?: string };

/** A link to one of the site's pages by route id: the outbox makes it absolute on the site's public URL. */
export interface PageAction {
  label: string;
  page: RouteId;
  params?: Record<string, string | undefined>;
}

/** A template's words; its links are absolute URLs, or site pages the outbox resolves. */
export type OutboxBody = Omit<MailBody, 'actions'> & { actions: (MailAction | PageAction)[] };

export interface OutboxMailBase {
  siteKey: string;
  to: string;
  /** Which template made it ('draw-result', 'password-reset'): for the mailbox, logs and tests. */
  template: string;
  dedupeKey: string;
  /**
   * Set on marketing mail (offers, reminders, news): it is written only while the customer allows it (email opt-in,
   * not unsubscribed from this offer), so an unsubscribe stops it at the one place every mail passes.
   */
  marketing?: { customerId: string; productOfferKey?: string };
}

/** A site's brand and the footer of its service mail, read in the caller's transaction; null for an unknown site. */
export type MailBranding = (tx: Executor, siteKey: string) => Promise<{ brand: MailBrand; footer: string; link: (page: RouteId, params?: Record<string, string | undefined>) => string } | null>;

/** Whether marketing mail may go to a customer now (the communication-preferences module's rule). */
export type MarketingAllowed = (executor: Executor, customerId: string, productOfferKey: string | null) => Promise<boolean>;

/** The agreed clock (lib/clock's `Clock`): whatever tells the time, which tests move. */
interface Clock {
  now(): Date;
}

/**
 * How long a claimed mail is reserved for its sender. Longer than any one SMTP send can take (the SMTP
 * transport's timeouts add up to under a minute), so a second sender only takes it over when the first died.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
const DEFAULT_BATCH = 50;
const ERROR_TEXT_LIMIT = 1000;

export interface SendReport {
  sent: number;
  /** Sends that failed in this run, whether retried later or given up. */
  failed: number;
  /** Mails marked failed in this run (a permanent refusal, or the last attempt). */
  gaveUp: number;
}

export type OutboxService = ReturnType<typeof createOutboxService>;

/**
 * The email outbox (ARCHITECTURE §3 "Email"): a mail is a row written in the transaction of the change
 * that causes it, so a change that rolls back sends nothing and one that commits is never without its
 * mail. `sendPending` is the job that delivers them; any number of API instances may run it at once.
 *
 * `deps.transport` absent: nothing is sent and mail waits in the outbox (production without SMTP_URL).
 * `deps.from`: the sender (MAIL_FROM; the development sender by default).
 */
export function createOutboxService(db: Database, deps: { clock: Clock; transport?: MailTransport; from?: string; marketingAllowed?: MarketingAllowed; branding?: MailBranding }) {
  const { clock, transport } = deps;
  const from = deps.from ?? DEV_MAIL_FROM;
  // Message-IDs in the sender's domain, as RFC 5322 recommends.
  const messageIdHost = /@([^\s<>@]+)>?$/.exec(from)?.[1] ?? 'drawfront.localhost';

  /** A template's body in the site's layout: its brand, both parts, the service-mail footer. */
  async function compose(tx: Executor, mail: OutboxMailBase & { firstname: string; body: OutboxBody }): Promise<ComposedMail> {
    const branded = await deps.branding?.(tx, mail.siteKey);
    // A mail for a site that does not exist is a bug in its caller: refused in its transaction, like `checkMail`.
    if (!branded) throw new Error(`outbox: cannot lay out ${mail.template} mail: no site '${mail.siteKey}'`);
    const actions = mail.body.actions.map((action) => ('page' in action ? { label: action.label, url: branded.link(action.page, action.params) } : action));
    return composeMail(branded.brand, { ...mail.body, actions, firstname: mail.firstname, footer: branded.footer });
  }

  return {
    /** Writes `mail` inside `tx`, the transaction of the change that causes it; idempotent on `dedupeKey`. */
    async enqueue(tx: Executor, given: OutboxMail): Promise<void> {
      const mail = 'body' in given ? { ...given, ...(await compose(tx, given)) } : given;
      checkMail(mail);
      if (mail.marketing && !(await (deps.marketingAllowed?.(tx, mail.marketing.customerId, mail.marketing.productOfferKey ?? null) ?? true))) return;
      await insertMail(tx, {
        id: randomUUID(),
        siteKey: mail.siteKey,
        to: mail.to.trim(),
        template: mail.template,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        dedupeKey: mail.dedupeKey,
        createdAt: clock.now(),
      });
    },

    /**
     * Sends up to `limit` due mails, one claim at a time (each claim is its own short statement, and no
     * transaction stays open while a server is talked to). A failed send is retried with backoff
     * (`retryDelayMs`) and marked failed after `MAX_SEND_ATTEMPTS`, or at once when refused for good.
     */
    async sendPending(limit = DEFAULT_BATCH): Promise<SendReport> {
      const report: SendReport = { sent: 0, failed: 0, gaveUp: 0 };
      if (!transport) return report;
      for (let count = 0; count < limit; count += 1) {
        const now = clock.now();
        const mail = await claimDueMail(db, now, new Date(now.getTime() + CLAIM_LEASE_MS));
        if (!mail) break;
        try {
          await transport.send({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? undefined, messageId: `<${mail.id}@${messageIdHost}>` });
        } catch (error) {
          report.failed += 1;
          const reason = describeError(error);
          if (error instanceof PermanentMailError || mail.attempts >= MAX_SEND_ATTEMPTS) {
            report.gaveUp += 1;
            await markFailed(db, mail, `attempt ${mail.attempts} of ${MAX_SEND_ATTEMPTS}: ${reason}`);
          } else {
            await scheduleRetry(db, mail, new Date(clock.now().getTime() + retryDelayMs(mail.attempts)), `attempt ${mail.attempts} of ${MAX_SEND_ATTEMPTS}: ${reason}`);
          }
          continue;
        }
        await markSent(db, mail, clock.now(), transport.name);
        report.sent += 1;
      }
      return report;
    },

    /** Mail newest first (the development mailbox, tests), optionally to one address. */
    list(filter: { to?: string; limit?: number }): Promise<OutboxEntry[]> {
      return listMail(db, { to: filter.to, limit: filter.limit ?? DEFAULT_BATCH });
    },

    /** One mail by id (the development mailbox's HTML view), or null. */
    find: (id: string): Promise<OutboxEntry | null> => findMail(db, id),
  };
}

// A mail that cannot be sent is a bug in the code that enqueues it: refuse it there, in its transaction.
function checkMail(mail: ComposedOutboxMail): void {
  const problems: string[] = [];
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(mail.to.trim())) problems.push(`"to" is not an email address (${JSON.stringify(mail.to.slice(0, 80))})`);
  if (/[\r\n]/.test(mail.subject)) problems.push('the subject has a line break');
  for (const field of ['siteKey', 'template', 'subject', 'text', 'dedupeKey'] as const) if (mail[field].trim() === '') problems.push(`${field} is empty`);
  if (problems.length > 0) throw new Error(`outbox: cannot enqueue ${mail.template} mail ${JSON.stringify(mail.dedupeKey)}: ${problems.join('; ')}`);
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > ERROR_TEXT_LIMIT ? `${text.slice(0, ERROR_TEXT_LIMIT)}…` : text;
}
