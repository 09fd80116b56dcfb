import type { MailMaker } from '../mailer';

/** A deposit the gateway refused or that was not completed, once per deposit: nothing was taken. */
export const depositFailedMail: MailMaker<{ depositId: string; amountCents: number; reason: string }> = ({ depositId, amountCents, reason }, { site, money, link }) => ({
  template: 'deposit-failed',
  dedupeKey: `deposit-failed:${depositId}`,
  content: {
    subject: `Your ${site.name} deposit did not go through`,
    paragraphs: [`Your deposit of ${money(amountCents)} did not go through, and nothing was taken. ${reason}`.trim()],
    facts: [['Deposit', depositId]],
    actions: [{ label: 'Try again', url: link('my-account-deposit') }],
  },
});
