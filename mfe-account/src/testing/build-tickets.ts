import type { TicketOutcome } from '@drawfront/shared/contract/draws';
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

/**
 * How the default ticket's game (3, 12, 18, 27, 33, 41, Powerball 7) did: 3, 12, 27 and the Powerball
 * matched for division 6, $12.40 paid to the wallet.
 */
export function buildOutcome(overrides: Partial<TicketOutcome> = {}): TicketOutcome {
  return {
    winningNumbers: { numbers: [3, 9, 12, 20, 27, 44], powerball: [7] },
    games: [{ matched: { numbers: [3, 12, 27], powerball: [7] }, division: 6 }],
    prize: { amount: 1240, currency: 'AUD' },
    prizeStatus: 'paid',
    ...overrides,
  };
}

/** An outcome that won nothing: one match (3), no division, no prize. */
export function buildLosingOutcome(overrides: Partial<TicketOutcome> = {}): TicketOutcome {
  return buildOutcome({ games: [{ matched: { numbers: [3] }, division: null }], prize: null, prizeStatus: 'none', ...overrides });
}

/** A ticket whose draw is scored, with `outcome` (default: the division-6 win of `buildOutcome`). */
export function buildPastTicket(overrides: Partial<Ticket> = {}): Ticket {
  return buildTicket({ status: 'past', drawStatus: 'DRAW_PAID', outcome: buildOutcome(), ...overrides });
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
