import type { OutboxBody } from '../outbox/service';
import { ONE_TIME_TOKEN_TTL_MS } from './one-time-tokens-repository';

const resetMinutes = ONE_TIME_TOKEN_TTL_MS.password_reset / 60_000;

/** The forgot-password mail: the single-use link and what to do if the customer did not ask. */
export function passwordResetEmail(input: { siteName: string; link: string }): OutboxBody {
  return {
    subject: `Reset your ${input.siteName} password`,
    paragraphs: [
      `We received a request to reset the password of your ${input.siteName} account. Choose a new password with the link below.`,
      `The link works once, within ${resetMinutes} minutes. Choosing a new password signs you out everywhere else.`,
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    actions: [{ label: 'Choose a new password', url: input.link }],
  };
}

/** Sent after every password change, so a customer whose account was taken over hears of it. */
export function passwordChangedEmail(input: { siteName: string }): OutboxBody {
  return {
    subject: `Your ${input.siteName} password was changed`,
    paragraphs: [
      `The password of your ${input.siteName} account was just changed, and every other sign-in was ended.`,
      'If this was not you, reset your password straight away and contact support.',
    ],
    actions: [{ label: 'Reset your password', page: 'forgot-password' }],
  };
}
