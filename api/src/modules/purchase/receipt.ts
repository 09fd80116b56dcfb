import type { Receipt, ReceiptLine } from '@drawfront/shared/contract/purchase';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { favouriteFlags } from '@drawfront/shared/rules/favourite-games';
import { toKindReceiptLine } from '../cart/line-kinds';
import type { PricedKindLine } from '../cart/line-kinds';
import type { PricedLine } from '../cart/lines';
import type { SiteRecord } from '../sites/site-record';
import type { PurchaseDiscount } from '../vouchers/service';
import type { NewTicket } from './repository';

/** What a receipt is made from: the purchase's priced lines, what the wallet paid and the promotion's discount. */
export interface ReceiptFacts {
  lines: PricedLine[];
  kindLines: PricedKindLine[];
  total: number;
  discount: PurchaseDiscount | null;
}

/** Weekdays of the line's draws in the site's time zone, as a bitmask with Monday = 1 (spec §3 "Receipt"). */
function daysOfWeek(line: PricedLine, timeZone: string): number {
  let mask = 0;
  for (const draw of line.draws) {
    const local = zonedDate(draw.drawDate, timeZone);
    const weekday = new Date(Date.UTC(local.year, local.month - 1, local.day)).getUTCDay();
    mask |= 1 << ((weekday + 6) % 7);
  }
  return mask;
}

/** The ledger's words for what a purchase bought. */
export function purchaseDescription(lines: PricedLine[], kindLines: PricedKindLine[]): string {
  if (lines.length === 1 && kindLines.length === 0) return `${lines[0]!.offer.name} tickets`;
  if (lines.length === 0 && kindLines.length === 1) return kindLines[0]!.description;
  return lines.length > 0 && kindLines.length === 0 ? `${lines.length} ticket purchases` : `${lines.length + kindLines.length} purchases`;
}

/** What a purchase's receipt says (storefront §3 "Receipt"): its lines, total, new balance and tracking data. */
export function receiptOf(site: SiteRecord, q: ReceiptFacts, ids: { checkoutId: string; reference: string }, balance: number, favourites: number[], at: Date): Receipt {
  const { checkoutId, reference } = ids;
  const { lines, kindLines, total, discount } = q;
  const money = (cents: number) => ({ amount: cents, currency: site.currency });
  const flags = lines.map((line) => favouriteFlags(line.games, favourites, line.gameOffer.numberSets));
  const receiptLines: ReceiptLine[] = lines.map((line, index) => ({
    lotteryKey: line.offer.key,
    productDescription: line.offer.name,
    drawNo: line.draws[0]!.drawNo,
    drawDate: line.draws[0]!.drawDate.toISOString(),
    numDraws: line.numDraws,
    numGames: line.shares ?? line.games.length,
    purchasePrice: money(line.unitPrice),
    purchaseStatus: line.purchaseStatus,
    ...flags[index]!,
    productType: line.productType,
    gameType: line.gameType,
    gamesCovered: line.gamesCovered,
    games: line.games,
    ...(line.shares ? { syndicateName: line.offer.name, ...(line.offer.size ? { syndicateSize: line.offer.size } : {}) } : {}),
    ...(line.parts ? { parts: line.parts.map((part) => ({ lotteryKey: part.offer.key, offerName: part.offer.name, drawNo: part.draws[0]!.drawNo, drawDate: part.draws[0]!.drawDate.toISOString() })) } : {}),
  }));
  receiptLines.push(...kindLines.map((line) => toKindReceiptLine(line, site.currency, at)));
  return {
    checkoutId,
    reference,
    purchasedAt: at.toISOString(),
    total: money(total),
    lines: receiptLines,
    balance: money(balance),
    ...(discount ? { promotion: { code: discount.code, productType: discount.productType, discount: money(discount.discount) } } : {}),
    trackingData: {
      goals: ['purchase'],
      products: lines.map((line, index) => ({
        brand: site.name,
        analyticsProductType: line.productType,
        causeKey: line.causeKey,
        productDescription: line.offer.name,
        drawDate: line.draws[0]!.drawDate.toISOString(),
        drawNo: line.draws[0]!.drawNo,
        hasFavouriteNumbers: flags[index]!.hasFavouriteNumbers,
        analyticsName: line.offer.key,
        numDraws: line.numDraws,
        numGames: line.games.length,
        purchasePrice: line.unitPrice,
        prizePool: line.draws[0]!.prizePoolCents,
        lotteryKey: line.offer.key,
        recurringPurchaseEnabled: line.autoplay,
        recurringPurchaseType: line.autoplay ? (line.offer.recurringPurchase?.type ?? 'autoplay') : null,
        analyticsVariant: line.gameType,
        purchaseStatus: line.purchaseStatus,
        daysOfWeek: daysOfWeek(line, site.timeZone),
      })),
    },
  };
}


/**
 * Writes into a receipt's ticket lines what only the tickets know: the numbers played (a random line's are drawn
 * at purchase) and the raffle ticket numbers issued, from the line's tickets for its first draw, in the order played.
 */
export function withTicketsPlayed(receipt: Receipt, lines: readonly PricedLine[], rows: readonly NewTicket[]): void {
  lines.forEach((line, index) => {
    if (line.parts || line.shares) return;
    const drawId = line.draws[0]!.id;
    const played = rows.filter((row) => row.checkoutId === receipt.checkoutId && row.offerId === line.offer.id && row.drawId === drawId);
    if (played.length === 0) return;
    const target = receipt.lines[index]!;
    target.games = played.map((row) => row.game);
    const entryNos = played.flatMap((row) => (row.entryNo === null || row.entryNo === undefined ? [] : [row.entryNo]));
    if (entryNos.length > 0) target.entryNos = entryNos;
  });
}
