import { ApiError } from '@drawfront/shared/api-client/api-error';

/** The API's field errors (`errors: { field: [message] }`) as one message per field, or an empty map. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') found[field] = first;
  }
  return found;
}
