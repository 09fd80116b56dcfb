/** Whether a failed call was the API's 404: an unknown record (or another customer's), or one already gone. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}
