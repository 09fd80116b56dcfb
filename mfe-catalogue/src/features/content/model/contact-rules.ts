import type { ContactMessage } from '../api/content-api';

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The contact form's checks, the same the API makes (name, email, one-line subject, message up to 2000). */
export function validateContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  else if (values.name.length > 100) errors.name = 'Please keep your name under 100 characters.';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address.';
  if ((values.subject ?? '').length > 150) errors.subject = 'Please keep the subject under 150 characters.';
  if (!values.message.trim()) errors.message = 'Please write your message.';
  else if (values.message.length > 2000) errors.message = 'Please keep your message under 2000 characters.';
  return errors;
}
