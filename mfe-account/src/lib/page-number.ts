import type { PageInfo } from '@drawfront/shared/contract/purchase';

/** Rows per page of account lists (groups spec §3 "Pagination entry": limit defaults to 10). */
export const ACCOUNT_PAGE_SIZE = 10;

// Digits only, no leading zero: "/02" or "/1.5" would be a second address for the same page.
const PAGE_PARAM = /^[1-9]\d*$/;

/** The page a `/{page}` route segment asks for: 1 when absent, null when it is not a whole number from 1. */
export function parsePageParam(param: string | undefined): number | null {
  if (param === undefined) return 1;
  if (!PAGE_PARAM.test(param)) return null;
  const page = Number(param);
  return Number.isSafeInteger(page) ? page : null;
}

/** The API offset of the first row of `page`: (page − 1) × page size. */
export function pageOffset(page: number, pageSize: number = ACCOUNT_PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/** How many pages the list has (at least 1, so an empty list still has its first page). */
export function pageCount({ total, limit }: Pick<PageInfo, 'total' | 'limit'>): number {
  const size = limit > 0 ? limit : ACCOUNT_PAGE_SIZE;
  return Math.max(1, Math.ceil(total / size));
}
