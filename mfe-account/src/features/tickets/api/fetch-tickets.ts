import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { PageInfo, Ticket } from '@drawfront/shared/contract/purchase';
import { ACCOUNT_PAGE_SIZE, pageOffset } from '../../../lib/page-number';
import type { TicketStatus } from '../model/ticket-paths';

/** Answer of `GET /tickets`. */
export interface TicketPage {
  tickets: Ticket[];
  pageInfo: PageInfo;
}

/** `GET /tickets?status=&limit=10&offset=`: one page of the customer's upcoming or past tickets. */
export function fetchTicketPage(api: ApiClient, status: TicketStatus, page: number, signal?: AbortSignal): Promise<TicketPage> {
  return api.request<TicketPage>({
    path: '/tickets',
    query: { status, limit: ACCOUNT_PAGE_SIZE, offset: pageOffset(page) },
    signal,
  });
}

/** `GET /tickets/{id}`; the API answers 404 for an unknown ticket and for another customer's. */
export function fetchTicket(api: ApiClient, id: string, signal?: AbortSignal): Promise<Ticket> {
  return api.request<Ticket>({ path: `/tickets/${encodeURIComponent(id)}`, signal });
}
