import type { MailMaker } from '../mailer';

/** A deposit reached the wallet (card, alternative method, bank transfer), once per deposit. */
export const depositSucceededMail: MailMaker<{ depositId: string; amountCents: number }> = ({ depositId, amountCents }, { site, money, link }) => ({
  template: 'deposit-succeeded',
  dedupeKey: `deposit-succeeded:${depositId}`,
  content: {
    subject: `${money(amountCents)} is in your ${site.name} wallet`,
    paragraphs: [`Your deposit of ${money(amountCents)} went through and is in your wallet.`],
    facts: [['Deposit', depositId]],
    actions: [{ label: 'Your transactions', url: link('transactions') }],
  },
});
