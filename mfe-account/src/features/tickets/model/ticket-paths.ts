import type { Ticket } from '@drawfront/shared/contract/purchase';

export type TicketStatus = Ticket['status'];

// The ticket pages this remote's router declares (app/app.tsx), linked between each other; pages of
// other remotes come from `pathTo`.

/** List path per status (storefront §2 "/my-account/upcoming-tickets and /past-tickets"). */
export function ticketListPath(status: TicketStatus): string {
  return status === 'upcoming' ? '/my-account/upcoming-tickets' : '/my-account/past-tickets';
}

/** A ticket's detail path under its list, e.g. `/my-account/past-tickets/ticket/t-1`. */
export function ticketDetailPath(status: TicketStatus, id: string): string {
  return `${ticketListPath(status)}/ticket/${encodeURIComponent(id)}`;
}
