import type { PageRoute } from '@drawfront/shared/contract/content';

/** A path as content pages are matched (groups spec §2): lower-cased, trailing slash ignored. */
export function normalisePath(path: string): string {
  const lower = path.toLowerCase().split(/[?#]/)[0] ?? '/';
  const trimmed = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  return trimmed === '' ? '/' : trimmed;
}

/** The content page at `path`, if content defines one there. */
export function matchPageRoute(routes: readonly PageRoute[], path: string): PageRoute | null {
  const wanted = normalisePath(path);
  return routes.find((route) => normalisePath(route.path) === wanted) ?? null;
}

/** Page number from a route segment: absent is 1; anything but a positive integer is null (a 404). */
export function parseBlogPage(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}
