import type { MailMaker } from '../mailer';

/** A withdrawal left for the customer's bank account, once per withdrawal. */
export const withdrawalPaidMail: MailMaker<{ withdrawalId: string; amountCents: number }> = ({ withdrawalId, amountCents }, { site, money, link }) => ({
  template: 'withdrawal-paid',
  dedupeKey: `withdrawal-paid:${withdrawalId}`,
  content: {
    subject: `Your ${site.name} withdrawal was paid`,
    paragraphs: [`We paid your withdrawal of ${money(amountCents)} to your bank account. Banks can take a working day or two to show it.`],
    facts: [['Withdrawal', withdrawalId]],
    actions: [{ label: 'See your withdrawal', url: link('withdraw-details', { withdrawID: withdrawalId }) }],
  },
});
