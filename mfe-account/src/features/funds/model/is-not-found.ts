/** Whether a failed call was a 404 (an unknown deposit id): the page is then "not found", not "try again". */
export const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
