import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PageInfo, Ticket } from '@drawfront/shared/contract/purchase';

/** The API's largest page of tickets. */
const PAGE = 100;
/** A printout of more than this many tickets would not be read: the page says how many are left out. */
export const PRINT_LIMIT = 500;

export interface UpcomingTickets {
  tickets: Ticket[];
  /** All upcoming tickets the customer holds (more than `tickets` when over PRINT_LIMIT). */
  total: number;
}

/** Every upcoming ticket, page by page (`GET /tickets?status=upcoming&limit=100&offset=`), up to PRINT_LIMIT. */
export async function fetchUpcomingTickets(api: ApiClient, signal?: AbortSignal): Promise<UpcomingTickets> {
  const tickets: Ticket[] = [];
  let total = Infinity;
  while (tickets.length < Math.min(total, PRINT_LIMIT)) {
    const page = await api.request<{ tickets: Ticket[]; pageInfo: PageInfo }>({ path: '/tickets', query: { status: 'upcoming', limit: PAGE, offset: tickets.length }, signal });
    total = page.pageInfo.total;
    tickets.push(...page.tickets);
    // Tickets drawn meanwhile shorten the list: an empty page ends it rather than asking forever.
    if (page.tickets.length === 0) break;
  }
  return { tickets: tickets.slice(0, PRINT_LIMIT), total: Number.isFinite(total) ? total : tickets.length };
}
