/** Past results page size (groups spec §9 "past results page size 5"); the results lists use it too. */
export const RESULTS_PAGE_SIZE = 5;

/** A page number from a route segment or query: absent → 1; anything but a whole number from 1 → null (not a page). */
export function parsePage(raw: string | null | undefined): number | null {
  if (raw === undefined || raw === null || raw === '') return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number = RESULTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The API offset of a page. */
export function pageOffset(page: number, pageSize: number = RESULTS_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** The items of one page of a list held whole in memory. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number = RESULTS_PAGE_SIZE): T[] {
  const start = pageOffset(page, pageSize);
  return items.slice(start, start + pageSize);
}

/** A page link, or a gap where pages are left out. */
export type PageWindowItem = number | 'gap';

/**
 * The page links to show: the first, the last and up to `around` on each side of the current one,
 * with a gap where pages are skipped, so a long history stays a short row of links.
 */
export function pageWindow(page: number, count: number, around = 1): PageWindowItem[] {
  const shown = new Set<number>([1, count]);
  for (let n = page - around; n <= page + around; n += 1) if (n >= 1 && n <= count) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page: a "…" standing for one link saves nothing.
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
