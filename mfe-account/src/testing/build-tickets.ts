import type { PageInfo, Ticket } from '@drawfront/shared/contract/purchase';
import type { TicketPage } from '../features/tickets/api/fetch-tickets';

/** Test data builders for tickets (STYLE.md "data builders"). Only tests import this file. */
export function buildTicket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    id: 't-1',
    checkoutId: 'chk-100',
    lotteryKey: 'powerball',
    offerName: 'Powerball',
    offerUrl: 'powerball',
    drawNo: 1450,
    drawDate: '2026-11-26T08:30:00Z',
    games: [{ numbers: [3, 12, 18, 27, 33, 41], powerball: [7] }],
    price: { amount: 850, currency: 'AUD' },
    status: 'upcoming',
    drawStatus: 'DRAW_OPEN',
    outcome: null,
    ...overrides,
  };
}

/** `count` tickets numbered from `from`, each with its own id and draw. */
export function buildTickets(count: number, overrides: Partial<Ticket> = {}, from = 1): Ticket[] {
  return Array.from({ length: count }, (_, index) => buildTicket({ id: `t-${from + index}`, drawNo: 1450 + from + index, ...overrides }));
}

export function buildPageInfo(overrides: Partial<PageInfo> = {}): PageInfo {
  return { limit: 10, offset: 0, total: 0, ...overrides };
}

export function buildTicketPage(tickets: Ticket[], pageInfo: Partial<PageInfo> = {}): TicketPage {
  return { tickets, pageInfo: buildPageInfo({ total: tickets.length, ...pageInfo }) };
}
