import type { Ticket } from '@drawfront/shared/contract/purchase';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { RouteId } from '@drawfront/shared/routes/route-table';

export type TicketStatus = Ticket['status'];

/** Each status's list and ticket page in the route table (storefront §2 "/my-account/upcoming-tickets and /past-tickets"). */
const TICKET_ROUTES: Readonly<Record<TicketStatus, { list: RouteId; detail: RouteId }>> = {
  upcoming: { list: 'upcoming-tickets', detail: 'upcoming-ticket' },
  past: { list: 'past-tickets', detail: 'past-ticket' },
};

/** A page of the list of one status on this site (page 1 is the plain path), or null when the site has no such list. */
export function ticketListPath(pathTo: PathTo, status: TicketStatus, page = 1): string | null {
  return pathTo(TICKET_ROUTES[status].list, { page: page > 1 ? page : undefined });
}

/** A ticket's page under its list, e.g. `/my-account/past-tickets/ticket/t-1`, or null when the site has none. */
export function ticketDetailPath(pathTo: PathTo, status: TicketStatus, id: string): string | null {
  return pathTo(TICKET_ROUTES[status].detail, { id });
}
