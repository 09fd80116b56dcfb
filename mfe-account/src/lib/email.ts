/** The spec does not give the email message's text (storefront §5), so this one is ours. */
export const INVALID_EMAIL_MESSAGE = 'Enter an email address like name@example.com';

// Deliberately loose: the API is the judge of an address; this only catches typing slips.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `email` (already trimmed) looks like an address. */
export function looksLikeEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email);
}
