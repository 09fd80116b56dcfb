import { mailTime } from '../customer-clock';
import type { MailMaker } from '../mailer';

/** Two-factor sign-in was turned on or off: a customer whose account was taken over hears of it. Once per change. */
export const twoFactorChangedMail: MailMaker<{ on: boolean; at: Date }> = ({ on, at }, { site, customer, clock, link }) => ({
  template: on ? 'two-factor-on' : 'two-factor-off',
  dedupeKey: `two-factor-${on ? 'on' : 'off'}:${customer.id}:${at.getTime()}`,
  content: {
    subject: on ? `Two-factor sign-in is on for your ${site.name} account` : `Two-factor sign-in is off for your ${site.name} account`,
    paragraphs: [
      on
        ? `Two-factor sign-in was turned on ${mailTime(at, clock)}: signing in now asks for a code as well as your password.`
        : `Two-factor sign-in was turned off ${mailTime(at, clock)}: signing in now asks for your password only.`,
      `If this was not you, change your password and call us on ${site.constants.supportNumber} at once.`,
    ],
    actions: [{ label: 'Login and security', url: link('login-and-security') }],
  },
});
