/** Failed deposit default message (groups spec §5). */
export const DEPOSIT_FAILED_MESSAGE = "We're experiencing technical difficulties. Please reload the page to try again.";

/** The gateway's message when it gave one, else the spec's default. */
export function depositFailureMessage(message: string | null | undefined): string {
  return message && message.trim() ? message : DEPOSIT_FAILED_MESSAGE;
}

/**
 * Whether a failed call may still have charged: no answer (network 408, blocked 418, 0), a 5xx, or a 409 (the same key still in flight). The next
 * try then reuses the idempotency key, so the API replays the first outcome instead of charging twice.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status !== 'number' || status === 0 || status >= 500 || status === 408 || status === 409 || status === 418;
}
