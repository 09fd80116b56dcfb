import { createTransport } from 'nodemailer';
import type { MailTransport } from './transport';
import { PermanentMailError } from './transport';

/**
 * Timeouts well under the outbox's claim lease (see `CLAIM_LEASE_MS`), so a send that hangs fails and
 * is retried before another sender could claim the same row. Nodemailer's defaults are minutes long.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Mail through an SMTP server (`smtp://` or `smtps://`, credentials in the URL), over pooled connections. */
export function createSmtpTransport(url: string): MailTransport {
  const mailer = createTransport({ url, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async send(mail) {
      try {
        await mailer.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, messageId: mail.messageId });
      } catch (error) {
        const reply = error as { permanent?: boolean; response?: string; message?: string };
        // Nodemailer marks a 5xx reply (other than 503) permanent: sending the same message again gets the same answer.
        if (reply.permanent === true) throw new PermanentMailError(`SMTP server refused the message for good: ${reply.response ?? reply.message}`, { cause: error });
        throw error;
      }
    },
    async close() {
      mailer.close();
    },
  };
}
