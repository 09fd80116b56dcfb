import type { MailMaker } from '../mailer';

/** A withdrawal was asked for: the money is held from the wallet until it is paid, once per withdrawal. */
export const withdrawalRequestedMail: MailMaker<{ withdrawalId: string; amountCents: number }> = ({ withdrawalId, amountCents }, { site, money, link }) => ({
  template: 'withdrawal-requested',
  dedupeKey: `withdrawal-requested:${withdrawalId}`,
  content: {
    subject: `We have your ${site.name} withdrawal request`,
    paragraphs: [`You asked to withdraw ${money(amountCents)}. It is held from your wallet and we will tell you when it is paid to your bank account.`, `If you did not ask for this, call us on ${site.constants.supportNumber} at once.`],
    facts: [['Withdrawal', withdrawalId]],
    actions: [{ label: 'See your withdrawal', url: link('withdraw-details', { withdrawID: withdrawalId }) }],
  },
});
