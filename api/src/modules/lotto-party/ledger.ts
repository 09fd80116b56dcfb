import type { LedgerMember, SessionLedger } from '@drawfront/shared/contract/lotto-party';
import type { Holding, PrizePartSum, SessionTicketRow } from './shares-repository';
import { displayName } from './repository';

/**
 * The session's ledger as every member sees it: each holder's shares, what they paid, what came back, their
 * prize part (base + leftover cents) and the session's totals. Built from the rows the money moved with, so
 * the members' lines sum to the totals to the cent (the API test checks it on every ledger it answers).
 */
export function buildLedger(input: { currency: string; me: string; holdings: Holding[]; refunds: Map<string, number>; parts: PrizePartSum[]; tickets: SessionTicketRow[] }): SessionLedger {
  const money = (amount: number) => ({ amount, currency: input.currency });
  const partsOf = new Map(input.parts.map((part) => [part.customerId, part]));
  const members: LedgerMember[] = input.holdings.map((holding, index) => {
    const part = partsOf.get(holding.customerId);
    const base = part?.baseCents ?? 0;
    const leftover = part?.leftoverCents ?? 0;
    return {
      order: index + 1,
      name: displayName(holding.firstname, holding.lastname),
      isMe: holding.customerId === input.me,
      shares: holding.shares,
      paid: money(holding.paidCents),
      refund: money(input.refunds.get(holding.customerId) ?? 0),
      prizeBase: money(base),
      prizeLeftover: money(leftover),
      prize: money(base + leftover),
    };
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const paid = sum(members.map((member) => member.paid.amount));
  const refunded = sum(members.map((member) => member.refund.amount));
  return {
    members,
    tickets: input.tickets.map((ticket) => ({
      id: ticket.id,
      game: ticket.game,
      price: money(ticket.priceCents),
      division: ticket.division,
      prize: ticket.prizeStatus === 'none' ? null : money(ticket.prizeCents),
      prizeStatus: ticket.prizeStatus,
    })),
    totals: {
      shares: sum(members.map((member) => member.shares)),
      paid: money(paid),
      spent: money(paid - refunded),
      refunded: money(refunded),
      prize: money(sum(input.tickets.map((ticket) => ticket.prizeCents))),
      prizeSplit: money(sum(members.map((member) => member.prize.amount))),
      leftover: money(sum(members.map((member) => member.prizeLeftover.amount))),
    },
  };
}
