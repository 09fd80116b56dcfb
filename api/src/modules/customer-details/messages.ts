import type { SiteRecord } from '../sites/site-record';

interface Mail {
  subject: string;
  text: string;
}

/** The mail asking a customer to confirm their postal address, with the link to `/my-account/confirm-address/{token}`. */
export function confirmAddressEmail(input: { firstname: string; site: SiteRecord; link: string; address: string }): Mail {
  return {
    subject: `Please confirm your address with ${input.site.name}`,
    text: [
      `Hi ${input.firstname},`,
      '',
      'Your address was updated to:',
      input.address,
      '',
      `Please confirm it is correct by opening this link (it works once, within 7 days):`,
      input.link,
      '',
      `If you did not change it, sign in and update your details, or call us on ${input.site.constants.supportNumber}.`,
    ].join('\n'),
  };
}

/** The mail sent to a new email address, asking the customer to confirm it is theirs. */
export function confirmEmailEmail(input: { firstname: string; site: SiteRecord; link: string }): Mail {
  return {
    subject: `Please confirm your email address with ${input.site.name}`,
    text: [`Hi ${input.firstname},`, '', 'Please confirm this is your email address by opening this link (it works once, within 7 days):', input.link].join('\n'),
  };
}

/** The notice sent to the old address when the email changes, so a customer whose account was taken over hears of it. */
export function emailChangedEmail(input: { firstname: string; site: SiteRecord; newEmail: string }): Mail {
  return {
    subject: `Your ${input.site.name} email address was changed`,
    text: [
      `Hi ${input.firstname},`,
      '',
      `The email address of your ${input.site.name} account was changed to ${input.newEmail}. We will send mail there from now on.`,
      `If you did not change it, call us on ${input.site.constants.supportNumber} at once.`,
    ].join('\n'),
  };
}
