import type { CommunicationMethod } from '@drawfront/shared/contract/communication-preferences';

/** The methods' labels (groups spec §3 names them email, phone, sms, directmail). */
export const METHOD_LABELS: Record<CommunicationMethod, string> = { email: 'Email', phone: 'Phone calls', sms: 'Text messages (SMS)', directmail: 'Post' };

/** Why a customer unsubscribes (sent as the spec's unsubscribeReasons); the spec lists none, these are ours. */
export const UNSUBSCRIBE_REASONS = ['I get too many emails', "The emails aren't relevant to me", "I don't remember signing up", "I don't play any more"] as const;

/** An offer's key as words for the page ("saturday-super-draw" → "Saturday Super Draw"): the link carries only the key. */
export function offerName(key: string): string {
  return key
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
