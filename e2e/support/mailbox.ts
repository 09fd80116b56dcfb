import { expect } from '@playwright/test';
import { E2E_API_URL } from './platform-urls';

export interface MailboxMessage {
  to: string;
  template: string;
  subject: string;
  text: string;
}

/** The newest mail of `template` to `to` in the development mailbox, waiting for it to be written. */
export async function newestMail(to: string, template: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${E2E_API_URL}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      found = messages.find((message) => message.template === template);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
