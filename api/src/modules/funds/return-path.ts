const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
const PATH_BASE = 'http://drawfront.invalid';

/** An in-site path (as shared's safeReturnPath: one leading slash, no scheme, no "//" or "/\\" host, no control characters), or null. */
export function safeReturnPath(path: string): string | null {
  if (!path.startsWith('/') || path[1] === '/' || path[1] === '\\' || hasControlCharacter(path)) return null;
  try {
    const resolved = new URL(path, PATH_BASE);
    return resolved.origin === PATH_BASE ? `${resolved.pathname}${resolved.search}${resolved.hash}` : null;
  } catch {
    return null;
  }
}
