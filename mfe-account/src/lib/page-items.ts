/** One entry of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap-before' | 'gap-after';

// Up to this many pages every number is shown; beyond it, first, last and the neighbours of the current page.
const SHOW_ALL_UP_TO = 7;

/** The page numbers a pagination bar shows for `current` of `total` pages, e.g. 1 … 4 5 6 … 20. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 1, total - 3));
  const to = Math.min(total - 1, Math.max(current + 1, 4));
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap-before');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < total - 1) items.push('gap-after');
  items.push(total);
  return items;
}
