import { mailTime } from '../customer-clock';
import type { MailMaker } from '../mailer';

export interface LimitChange {
  /** Which limit: its page and its words. */
  limit: 'deposit' | 'spend';
  /** The period's words ('daily', 'weekly', 'monthly'). */
  period: string;
  /** The new amount; null when the limit is removed. */
  amountCents: number | null;
  /** When the change applies: now for a tightening, after the cooling-off for a loosening. */
  effectiveAt: Date;
  at: Date;
}

/** A deposit or spend limit was set, lowered, raised or removed; a loosening says when it takes effect. Once per change. */
export const limitChangedMail: MailMaker<LimitChange> = (change, { site, customer, clock, money, link }) => {
  const what = `${change.period} ${change.limit} limit`;
  const pending = change.effectiveAt.getTime() > change.at.getTime();
  const value = change.amountCents === null ? `Your ${what} is removed` : `Your ${what} is ${money(change.amountCents)}`;
  return {
    template: 'limit-changed',
    // The change itself is the event: its limit, period, new amount and moment (two changes in one instant differ in amount).
    dedupeKey: `limit-changed:${customer.id}:${change.limit}:${change.period}:${change.amountCents ?? 'removed'}:${change.at.getTime()}`,
    content: {
      subject: `Your ${site.name} ${change.limit} limit was changed`,
      paragraphs: [
        pending ? `${value} from ${mailTime(change.effectiveAt, clock)}. Until then your current limit stays in force: a looser limit waits out its cooling-off period.` : `${value}, from now.`,
        'If you did not make this change, call us and change your password.',
      ],
      actions: [{ label: `Your ${change.limit} limits`, url: link(change.limit === 'deposit' ? 'deposit-limits' : 'spend-limits') }],
    },
  };
};
