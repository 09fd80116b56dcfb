import type { MailMaker } from '../mailer';

/** Sent once when an account is opened, whichever way (password, sign-in provider). */
export const welcomeMail: MailMaker<Record<string, never>> = (_event, { site, customer, link }) => ({
  template: 'welcome',
  dedupeKey: `welcome:${customer.id}`,
  content: {
    subject: `Welcome to ${site.name}`,
    paragraphs: [`Your ${site.name} account is open. Add funds to your wallet, then pick your tickets.`, 'You can set deposit and spend limits, or take a break, at any time from your account.'],
    actions: [
      { label: 'Your account', url: link('my-account') },
      { label: 'Add funds', url: link('my-account-deposit') },
    ],
  },
});
