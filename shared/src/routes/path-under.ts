/**
 * `path` as a router with basename `basePath` sees it (`/daily-winners/winners` under `/daily-winners`
 * is `/winners`), or null when the path is outside the base path.
 */
export function pathUnder(path: string, basePath: string): string | null {
  const base = basePath.replace(/\/+$/, '');
  if (base === '') return path;
  const [pathname = '', rest = ''] = splitSearch(path);
  if (pathname.toLowerCase() === base.toLowerCase()) return `/${rest}`;
  if (!pathname.toLowerCase().startsWith(`${base.toLowerCase()}/`)) return null;
  return `${pathname.slice(base.length)}${rest}`;
}

/** Pathname, then the query string and hash (with their `?` or `#`). */
function splitSearch(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}
