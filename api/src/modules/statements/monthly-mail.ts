import type { Database, Executor } from '../../db/client';
import { monthOf } from '../../lib/month-bounds';
import { findCustomer } from '../identity/customer-records';
import { walletsActiveBetween } from '../ledger/service';
import type { OutboxMail } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';
import { monthTitle, statementLines } from './statement-pdf';
import { monthlyStatement } from './service';

/** Long enough before now to cover all of last month on any site's clock. */
const LOOK_BACK_MS = 33 * 86_400_000;

export interface StatementMailOptions {
  now: () => Date;
  site: (key: string) => Promise<SiteRecord | null>;
  /** The outbox's enqueue: idempotent on the dedupe key, so a run that repeats mails nobody twice. */
  enqueue: (tx: Executor, mail: OutboxMail) => Promise<void>;
}

/**
 * The `statements-monthly` job: once a month has ended on a site's clock, every customer whose wallet
 * moved in it gets that month's statement by email (through the outbox, dedupe key
 * `statement:<customer>:<month>`), with the figures and a link to the statement page and its PDF.
 */
export function createStatementMailer(db: Database, options: StatementMailOptions) {
  return async function mailLastMonthsStatements(): Promise<{ mailed: number }> {
    const at = options.now();
    let mailed = 0;
    for (const customerId of await walletsActiveBetween(db, new Date(at.getTime() - LOOK_BACK_MS), at)) {
      const customer = await findCustomer(db, customerId);
      const site = customer ? await options.site(customer.siteKey) : null;
      if (!customer || !site) continue;
      const month = monthOf(at, site.timeZone, -1);
      const statement = await monthlyStatement(db, customerId, site, month, at);
      const moved = [statement.deposits, statement.spend, statement.winnings, statement.withdrawals, statement.refunds, statement.voucherCredits].some((amount) => amount.amount !== 0);
      if (!moved) continue;
      const title = monthTitle(month, site.locale);
      await options.enqueue(db, {
        siteKey: site.key,
        to: customer.email,
        template: 'monthly-statement',
        firstname: customer.firstname,
        body: {
          subject: `Your ${site.name} statement for ${title}`,
          paragraphs: [`Here is your activity for ${title}.`],
          facts: statementLines(statement, site.locale),
          // The outbox makes the link absolute on the site's public URL.
          actions: [{ label: 'See it, or download it as a PDF', page: 'statement', params: { month } }],
        },
        dedupeKey: `statement:${customerId}:${month}`,
      });
      mailed += 1;
    }
    return { mailed };
  };
}
