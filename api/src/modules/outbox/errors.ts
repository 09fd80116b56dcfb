import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Outbox errors. */
export const OUTBOX_ERRORS = {
  devMailboxOff: define('dev_mailbox_unavailable', 404, 'the development mailbox (%s) is not available in production: mail is delivered by SMTP (SMTP_URL) instead'),
} as const;
