import type { MailAction } from '../outbox/mail/layout';
import type { OutboxBody } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';

/** The mail asking a customer to confirm their postal address, with the link to `/my-account/confirm-address/{token}`. */
export function confirmAddressEmail(input: { site: SiteRecord; link: string; address: string; preferences: MailAction | null }): OutboxBody {
  return {
    subject: `Please confirm your address with ${input.site.name}`,
    paragraphs: [
      'Your address was updated. Please confirm it is correct by opening the link below (it works once, within 7 days).',
      `If you did not change it, sign in and update your details, or call us on ${input.site.constants.supportNumber}.`,
    ],
    facts: [['Address', input.address]],
    actions: [{ label: 'Confirm your address', url: input.link }, ...(input.preferences ? [input.preferences] : [])],
  };
}

/** The mail sent to a new email address, asking the customer to confirm it is theirs. */
export function confirmEmailEmail(input: { site: SiteRecord; link: string; preferences: MailAction | null }): OutboxBody {
  return {
    subject: `Please confirm your email address with ${input.site.name}`,
    paragraphs: ['Please confirm this is your email address by opening the link below (it works once, within 7 days).'],
    actions: [{ label: 'Confirm your email address', url: input.link }, ...(input.preferences ? [input.preferences] : [])],
  };
}

/** The notice sent to the old address when the email changes, so a customer whose account was taken over hears of it. */
export function emailChangedEmail(input: { site: SiteRecord; newEmail: string }): OutboxBody {
  return {
    subject: `Your ${input.site.name} email address was changed`,
    paragraphs: [
      `The email address of your ${input.site.name} account was changed to ${input.newEmail}. We will send mail there from now on.`,
      `If you did not change it, call us on ${input.site.constants.supportNumber} at once.`,
    ],
    actions: [{ label: 'Contact support', page: 'about-contact-us' }],
  };
}
