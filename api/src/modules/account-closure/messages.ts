import { formatMoney } from '@drawfront/shared/format/money';
import { ACCOUNT_RECORDS_KEPT_YEARS } from '@drawfront/shared/rules/account-closure';
import type { OutboxBody } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';

/** The mail confirming a closure: what happens to money, tickets and records, and what to do if it was not them. */
export function accountClosedEmail(input: { site: SiteRecord; closedAt: Date; promotionalCents: number }): OutboxBody {
  const { site, closedAt, promotionalCents } = input;
  const date = new Intl.DateTimeFormat(site.locale, { dateStyle: 'long', timeZone: site.timeZone }).format(closedAt);
  return {
    subject: `Your ${site.name} account is closed`,
    paragraphs: [
      `As you asked, your ${site.name} account was closed on ${date}. You can no longer sign in to it, and we won't send you marketing email.`,
      'Any withdrawal you had already asked for is still paid to your bank account. Your autoplays, subscriptions and pre-orders are cancelled; tickets you already bought stay in their draws, and if one wins, contact support to be paid.',
      ...(promotionalCents > 0 ? [`The ${formatMoney(promotionalCents, site.currency, site.locale)} of promotional credit left in your account can't be withdrawn and lapses with it.`] : []),
      `We keep the records of your account for ${ACCOUNT_RECORDS_KEPT_YEARS} years, as the law requires, and then delete them.`,
      'If you did not ask for this, contact support straight away.',
    ],
    actions: [{ label: 'Contact support', page: 'about-contact-us' }],
  };
}
