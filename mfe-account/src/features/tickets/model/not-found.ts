/** Whether a failed call was the API's 404 (an unknown record, or another customer's). */
export function isNotFoundError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}
