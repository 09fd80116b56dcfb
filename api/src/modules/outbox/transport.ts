/** One message as a transport sends it: the outbox row plus the configured sender. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Stable per outbox row (`<row id@host>`), so a message sent again after a lost acknowledgement
   * carries the same Message-ID and a mail client can spot the duplicate.
   */
  messageId: string;
}

/** Where mail goes: SMTP in production, the development mailbox without SMTP, an in-memory one in tests. */
export interface MailTransport {
  /** Recorded on each row the transport sent ('smtp', 'dev-mailbox'). */
  readonly name: string;
  /** Resolves once the receiving side accepted the message; throws when it did not. */
  send(mail: OutgoingMail): Promise<void>;
  /** Releases connections (the SMTP pool); called when the app closes. */
  close?(): Promise<void>;
}

/**
 * A refusal that another attempt cannot fix (an SMTP 5xx reply such as "550 no such mailbox"):
 * the mail is marked failed at once instead of being retried.
 */
export class PermanentMailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentMailError';
  }
}

/**
 * The development mailbox: without SMTP outside production, a mail is "sent" by staying in the outbox,
 * where `GET /dev/mailbox` shows it. Nothing leaves the machine.
 */
export const devMailboxTransport: MailTransport = {
  name: 'dev-mailbox',
  send: async () => undefined,
};
