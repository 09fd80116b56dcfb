import type { Ticket } from '@drawfront/shared/contract/purchase';
import type { PathTo } from '@drawfront/shared/routes/path-to';

/**
 * The result page of a past ticket's draw (a catalogue page), or null: an upcoming draw has no result
 * yet, and a site without the page gets no link. The offer is named by its URL on the site
 * (`offerUrl`), which may differ from its key.
 */
export function ticketResultPath(pathTo: PathTo, ticket: Pick<Ticket, 'status' | 'offerUrl' | 'drawNo'>): string | null {
  if (ticket.status !== 'past') return null;
  return pathTo('offer-draw-results', { productOfferKey: ticket.offerUrl, drawNo: ticket.drawNo });
}
