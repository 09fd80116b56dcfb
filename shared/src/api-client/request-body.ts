import { snakeKeys } from './case-conversion';

/** Form body media type (storefront §7 "content type JSON or form"). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
export const JSON_CONTENT_TYPE = 'application/json';

/** A body ready for fetch, with the Content-Type to send (null: none, or let the browser set it). */
export interface EncodedBody {
  body: BodyInit | undefined;
  contentType: string | null;
}

function formValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Encodes a camelCase body: snake_case JSON by default, a snake_case urlencoded form when `form`
 * is set (arrays repeat the key, nested objects go as JSON, null and undefined are left out), and
 * FormData (file uploads) as is so the browser writes the multipart boundary.
 */
export function encodeBody(body: unknown, form = false): EncodedBody {
  if (body === undefined) return { body: undefined, contentType: null };
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body, contentType: null };
  const snake = snakeKeys(body);
  if (!form) return { body: JSON.stringify(snake), contentType: JSON_CONTENT_TYPE };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((snake ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, formValue(item));
    else params.append(key, formValue(value));
  }
  return { body: params.toString(), contentType: FORM_CONTENT_TYPE };
}
