import type { Ticket } from '@drawfront/shared/contract/purchase';

export type TicketStatus = Ticket['status'];

/** List path per status (storefront §2 "/my-account/upcoming-tickets and /past-tickets"). */
export function ticketListPath(status: TicketStatus): string {
  return status === 'upcoming' ? '/my-account/upcoming-tickets' : '/my-account/past-tickets';
}

/** A ticket's detail path under its list, e.g. `/my-account/past-tickets/ticket/t-1`. */
export function ticketDetailPath(status: TicketStatus, id: string): string {
  return `${ticketListPath(status)}/ticket/${encodeURIComponent(id)}`;
}

/** The receipt of the checkout that bought a ticket (storefront §2 "/receipt/{checkoutID}"), outside this remote. */
export function receiptPath(checkoutId: string): string {
  return `/receipt/${encodeURIComponent(checkoutId)}`;
}
