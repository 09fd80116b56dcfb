import { mailDate } from '../customer-clock';
import type { MailMaker } from '../mailer';

/** A premium membership period was bought again (the renewal job, or the customer), once per purchase. */
export const membershipRenewedMail: MailMaker<{ programmeName: string; checkoutId: string; until: Date }> = ({ programmeName, checkoutId, until }, { clock, link }) => ({
  template: 'membership-renewed',
  dedupeKey: `membership-renewed:${checkoutId}`,
  content: {
    subject: `Your ${programmeName} Premium is renewed`,
    paragraphs: [`Your ${programmeName} Premium membership is renewed until ${mailDate(until, clock)}. It renews again then unless you cancel it.`],
    actions: [
      { label: 'See your receipt', url: link('receipt', { checkoutID: checkoutId }) },
      { label: 'Membership tiers', url: link('daily-winners-membership-tiers') },
    ],
  },
});
