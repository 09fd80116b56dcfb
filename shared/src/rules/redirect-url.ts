const WEB_PROTOCOLS = new Set(['http:', 'https:']);
// Any base works for resolving an in-site path; this host can never be real.
const PATH_CHECK_BASE = 'http://drawfront.invalid';

/**
 * Whether a redirect URL (payment returns, content links) is http or https (storefront §5).
 * Relative and protocol-relative URLs are resolved against `base` (default: the page's address)
 * and pass when that makes them http(s); this blocks javascript:, data: and the like, not other
 * hosts — use `safeReturnPath` where the target must stay on the site. (`location` is typed here without
 * the DOM library, so the API can use this module too.)
 */
export function isSafeRedirectUrl(url: unknown, base: string | undefined = (globalThis as { location?: { href: string } }).location?.href): boolean {
  if (typeof url !== 'string' || url.trim() === '') return false;
  try {
    return WEB_PROTOCOLS.has(new URL(url, base).protocol);
  } catch {
    return false;
  }
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/**
 * An in-site return address (e.g. after login) or null: it must start with a single "/" and stay on
 * the site, so "//evil.example", "/\evil.example" and "javascript:" are refused. Returns path, query and hash.
 */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return null;
  // Browsers read a backslash as a slash, so "/\host" is protocol-relative too; control characters are stripped by URL parsing and could hide either.
  if (path[1] === '/' || path[1] === '\\' || hasControlCharacter(path)) return null;
  try {
    const resolved = new URL(path, PATH_CHECK_BASE);
    if (resolved.origin !== PATH_CHECK_BASE) return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return null;
  }
}
