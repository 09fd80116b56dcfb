/** How many times the outbox tries a mail before it marks it failed. */
export const MAX_SEND_ATTEMPTS = 8;

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 3_600_000;

/**
 * How long to wait after the `attempts`-th failed send before the next: 1 min, doubling, at most an
 * hour (1, 2, 4, 8, 16, 32, 60 min: a mail server down for about two hours still gets the mail).
 */
export function retryDelayMs(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new Error(`retryDelayMs needs the number of attempts made (1 or more), got ${attempts}`);
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}
