/** Groups spec §9: a two-factor code has 6 digits. */
export const CODE_LENGTH = 6;
/** Wrong codes in a row after which the account is locked (the sixth wrong code locks it). */
export const MAX_WRONG_CODES = 6;
/** Groups spec §9 "remember window is rememberForDays from config". */
export const REMEMBER_FOR_DAYS = 30;
/** An emailed code works for 10 minutes; a new one is sent at most every 60 s (the spec's resend wait). */
export const EMAIL_CODE_TTL_MS = 10 * 60_000;
export const EMAIL_RESEND_MS = 60_000;
/** Authenticator codes one step either side of now are accepted (phone clocks drift). */
export const TOTP_TOLERANCE_SECONDS = 30;

/** Whether `code` has the shape of a code at all (6 digits). */
export const isCodeShaped = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

/** `jo@example.com` → `j•@example.com`: enough for the customer to recognise the address, little for anyone else. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? local.slice(0, 1) : `${local.slice(0, 2)}`;
  return `${shown}${'•'.repeat(Math.max(1, Math.min(6, local.length - shown.length)))}@${domain}`;
}
/** How long a proved second factor lets a sign-in make sensitive calls (groups spec §4 "Two-factor elevation"). */
export const STEP_UP_WINDOW_MS = 10 * 60_000;
