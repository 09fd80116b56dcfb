import type { ApiRequest } from './types';

/** Base URL (absolute or origin-relative) + path + query; array values repeat the key (`c=a&c=b`), undefined values are left out. */
export function buildUrl(baseUrl: string, path: string, query: ApiRequest['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const base = baseUrl.replace(/\/+$/, '');
  const joined = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  const search = params.toString();
  if (!search) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

/** The query without one parameter, and whether it was there. */
export function withoutParam(query: ApiRequest['query'] = {}, name: string): { query: NonNullable<ApiRequest['query']>; had: boolean } {
  const { [name]: removed, ...rest } = query;
  return { query: rest, had: removed !== undefined };
}
