import type { OutboxBody } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';

/** The mail when a reviewed document verified the customer. */
export function approvedEmail(input: { site: Pick<SiteRecord, 'name'> }): OutboxBody {
  return {
    subject: `Your ${input.site.name} account is verified`,
    paragraphs: ['Thanks for sending your ID. We have checked it and your identity is now verified: you can keep buying tickets and withdraw your winnings.'],
    actions: [{ label: 'Your account', page: 'my-account' }],
  };
}

/** The mail when a reviewed document was not accepted, with the reviewer's reason. */
export function rejectedEmail(input: { fileName: string; reason: string; site: Pick<SiteRecord, 'name'> }): OutboxBody {
  return {
    subject: `We could not verify your ${input.site.name} account`,
    paragraphs: [`We could not accept the document you sent (${input.fileName}): ${input.reason}`, 'Please upload another one from My account, Verify my account.'],
    actions: [{ label: 'Verify my account', page: 'verify-account' }],
  };
}
