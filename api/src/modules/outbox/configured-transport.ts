import type { AppConfig } from '../../config';
import { createSmtpTransport } from './smtp-transport';
import { devMailboxTransport } from './transport';
import type { MailTransport } from './transport';

/**
 * The transport the configuration asks for: SMTP when SMTP_URL is set; otherwise the development
 * mailbox outside production, and none in production (mail waits in the outbox until SMTP is configured,
 * rather than being marked sent where nobody can read it).
 */
export function configuredMailTransport(config: AppConfig): MailTransport | undefined {
  if (config.mail.smtpUrl !== undefined) return createSmtpTransport(config.mail.smtpUrl);
  return config.nodeEnv === 'production' ? undefined : devMailboxTransport;
}
