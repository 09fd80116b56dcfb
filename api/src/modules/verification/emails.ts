import type { SiteRecord } from '../sites/site-record';

/** The mail when a reviewed document verified the customer. */
export function approvedEmail(input: { firstname: string; site: Pick<SiteRecord, 'name'> }): { subject: string; text: string } {
  return {
    subject: `Your ${input.site.name} account is verified`,
    text: `Hi ${input.firstname},\n\nThanks for sending your ID. We have checked it and your identity is now verified: you can keep buying tickets and withdraw your winnings.\n\nThe ${input.site.name} team`,
  };
}

/** The mail when a reviewed document was not accepted, with the reviewer's reason. */
export function rejectedEmail(input: { firstname: string; fileName: string; reason: string; site: Pick<SiteRecord, 'name'> }): { subject: string; text: string } {
  return {
    subject: `We could not verify your ${input.site.name} account`,
    text: `Hi ${input.firstname},\n\nWe could not accept the document you sent (${input.fileName}): ${input.reason}\n\nPlease upload another one from My account, Verify my account.\n\nThe ${input.site.name} team`,
  };
}
