import { errorMessage } from '@drawfront/shared/ui/error-message';

/** The text of one `errors` entry: a string, the first string of a list, or an object's `message`. */
export function messageOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) return value.map(messageOf).find((text) => text !== null) ?? null;
  if (typeof value === 'object' && value !== null && 'message' in value) return messageOf((value as { message: unknown }).message);
  return null;
}

/**
 * Places a 422's `errors.<key>` on the form's fields (keys in either case, through `fieldByKey`);
 * messages for keys the form does not know, or any other failure, become one message above the form.
 */
export function placeServerErrors<F extends string>(error: unknown, fieldByKey: Readonly<Record<string, F>>): { fieldErrors: Partial<Record<F, string>>; formMessage: string | null } {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown; errors?: unknown };
  const fieldErrors: Partial<Record<F, string>> = {};
  const unplaced: string[] = [];
  if (shape.status === 422 && typeof shape.errors === 'object' && shape.errors !== null) {
    for (const [key, value] of Object.entries(shape.errors)) {
      const text = messageOf(value);
      if (!text) continue;
      const field = fieldByKey[key];
      if (field && !fieldErrors[field]) fieldErrors[field] = text;
      else if (!field) unplaced.push(text);
    }
  }
  const placed = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formMessage: unplaced.length ? unplaced.join(' ') : placed ? null : errorMessage(error) };
}
