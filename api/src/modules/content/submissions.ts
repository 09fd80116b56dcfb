import type { OutboxMail } from '../outbox/service';
import type { SiteRecord } from '../sites/site-record';
import type { WritableCollection } from './service';

/** A visitor's message: what the routes' schemas let through, by collection. */
export interface Submission {
  name?: string;
  email?: string;
  subject?: string;
  message?: string;
  rating?: string;
  comment?: string;
  source?: string;
  variant?: string;
  client?: string;
}

/**
 * Per address and collection, like identity's sign-up limit: enough for a person who corrects a
 * message or chats for a while, far too few to flood the support inbox.
 */
export const SUBMISSION_LIMITS: Record<WritableCollection, { windowMs: number; perAddress: number }> = {
  contact_messages: { windowMs: 60 * 60_000, perAddress: 5 },
  feedback: { windowMs: 60 * 60_000, perAddress: 10 },
  chat_messages: { windowMs: 60 * 60_000, perAddress: 20 },
};

const SUBJECTS: Record<WritableCollection, string> = {
  contact_messages: 'Contact form',
  feedback: 'Feedback',
  chat_messages: 'Chat message',
};

/** The mail that takes a submission to the site's support inbox. */
export function submissionMail(site: SiteRecord, collection: WritableCollection, id: string, fields: Submission): OutboxMail {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`);
  const topic = fields.subject ? `: ${fields.subject}` : '';
  return {
    siteKey: site.key,
    to: site.constants.supportEmail,
    template: collection.replace(/_/g, '-'),
    subject: `${SUBJECTS[collection]}${topic} (${site.name})`,
    text: `${SUBJECTS[collection]} received on ${site.name}.\n\n${lines.join('\n')}\n\nReference: ${id}`,
    dedupeKey: `${collection}:${id}`,
  };
}
