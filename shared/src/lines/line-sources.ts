import type { CartItem, KindCartItem } from '../contract/cart';
import type { ReceiptLine, Ticket } from '../contract/purchase';
import type { LineFacts } from './line-facts';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** A ticket line of the cart or checkout. */
export function factsOfCartItem(item: CartItem): LineFacts {
  if (item.productType === 'syndicate_share') return { kind: 'syndicate', syndicateName: item.syndicateName ?? item.description, shares: item.quantity, drawNo: item.drawNo, ...(item.syndicateSize ? { size: item.syndicateSize } : {}) };
  if (item.productType === 'raffle_ticket') return { kind: 'raffle', tickets: item.numGames };
  if (item.parts && item.parts.length > 0) return { kind: 'combo', name: item.description, parts: item.parts };
  return { kind: 'lottery', gameType: item.gameType, games: item.games, gamesCovered: item.gamesCovered ?? item.numGames };
}

/**
 * A cart line of another kind (a lotto party share, a membership). `now`: when it would be bought, from which a
 * recurring membership's renewal date follows.
 */
export function factsOfKindItem(item: KindCartItem, now: Date): LineFacts {
  const { details } = item;
  if (item.productType === 'social_syndicate_share') return { kind: 'group_share', groupName: text(details.groupName) ?? item.description, shares: item.quantity, ...(whole(details.drawNo) ? { drawNo: whole(details.drawNo)! } : {}) };
  const periodDays = whole(details.periodDays);
  const renews = item.recurringPurchase?.enabled && periodDays !== undefined;
  return {
    kind: 'membership',
    name: text(details.membershipOfferName) ?? item.description,
    ...(periodDays === undefined ? {} : { periodDays }),
    ...(renews ? { renewal: { amount: item.unitPrice.amount, at: new Date(now.getTime() + periodDays * 86_400_000).toISOString() } } : {}),
  };
}

/** A receipt line; older receipts (without `productType`) read as lottery lines of their games. */
export function factsOfReceiptLine(line: ReceiptLine): LineFacts {
  const details = line.details ?? {};
  switch (line.productType) {
    case 'syndicate_share':
      return { kind: 'syndicate', syndicateName: line.syndicateName ?? line.productDescription, shares: line.numGames, drawNo: line.drawNo, ...(line.syndicateSize ? { size: line.syndicateSize } : {}) };
    case 'raffle_ticket':
      return { kind: 'raffle', tickets: line.numGames, ...(line.entryNos ? { entryNos: line.entryNos } : {}) };
    case 'social_syndicate_share':
      return { kind: 'group_share', groupName: text(details.groupName) ?? line.productDescription, shares: line.numGames, ...(line.drawNo > 0 ? { drawNo: line.drawNo } : {}) };
    case 'membership': {
      const periodDays = whole(details.periodDays);
      return { kind: 'membership', name: text(details.membershipOfferName) ?? line.productDescription, ...(periodDays === undefined ? {} : { periodDays }), ...(line.renewal ? { renewal: { amount: line.renewal.amount.amount, at: line.renewal.at } } : {}) };
    }
    default:
      if (line.parts && line.parts.length > 0) return { kind: 'combo', name: line.productDescription, parts: line.parts };
      return {
        kind: 'lottery',
        gameType: line.gameType ?? 'standard',
        games: line.games ?? Array.from({ length: line.numGames }, () => ({})),
        gamesCovered: line.gamesCovered ?? line.numGames,
      };
  }
}

/** A ticket of my account (one purchased entry for one draw). */
export function factsOfTicket(ticket: Ticket): LineFacts {
  const entryNos = ticket.games.flatMap((game) => (game.entryNo === undefined ? [] : [game.entryNo]));
  if (entryNos.length > 0 || ticket.entryNo !== undefined) return { kind: 'raffle', tickets: ticket.games.length, entryNos: entryNos.length > 0 ? entryNos : [ticket.entryNo!] };
  return { kind: 'lottery', gameType: ticket.gameType ?? 'standard', games: ticket.games, ...(ticket.gamesCovered === undefined ? {} : { gamesCovered: ticket.gamesCovered }) };
}
