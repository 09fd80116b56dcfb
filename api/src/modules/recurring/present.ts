import type { Autoplay, CombinedRecurringPurchase, ScheduledPurchase } from '@drawfront/shared/contract/recurring';
import type { GameOffer } from '@drawfront/shared/contract/catalogue';
import { ticketPrice } from '@drawfront/shared/rules/price';
import type { LastAttemptStatus, RecurringStatus, ScheduledPurchaseStatus } from '@drawfront/shared/rules/recurring-status';
import type { RecordWithOffer, RunDraw } from './repository';

export function gameOfferOf(record: RecordWithOffer): GameOffer | null {
  return record.offer.gameTypes.find((type) => type.key === record.gameType)?.gameOffers.find((offer) => offer.key === record.gameOfferKey) ?? null;
}

/** One run at today's prices (0 when the offer no longer sells these games: the run will hard-fail). */
export function pricePerDraw(record: RecordWithOffer): number {
  const gameOffer = gameOfferOf(record);
  if (!gameOffer) return 0;
  try {
    return ticketPrice(gameOffer.prices, record.games.length, 1);
  } catch {
    return 0;
  }
}

/** The draw a live record's next run is for: the first open draw from its first draw number on. */
function nextDrawOf(record: RecordWithOffer, open: RunDraw[] | undefined): Autoplay['nextDraw'] {
  if (record.status === 'recurring_status_cancelled') return null;
  const draw = open?.find((candidate) => candidate.drawNo >= record.firstDrawNo && candidate.purchaseStatus === 'open');
  return draw ? { drawNo: draw.drawNo, drawDate: draw.drawDate.toISOString(), stop: draw.stop.toISOString() } : null;
}

export function toAutoplay(record: RecordWithOffer, open: RunDraw[] | undefined): Autoplay {
  const money = (amount: number) => ({ amount, currency: record.offer.currency });
  const productType = record.offer.type === 'membership' ? 'lottery_ticket' : record.offer.type;
  const count = record.games.length;
  return {
    autoplayId: record.id,
    kind: record.kind === 'subscription' ? 'subscription' : 'autoplay',
    productType,
    productOfferKey: record.offer.key,
    lotteryId: record.offerId,
    description: record.offer.name,
    gameType: record.gameType,
    gameOfferName: record.gameOfferKey,
    numberOfGames: productType === 'lottery_ticket' ? count : null,
    numberOfTickets: productType === 'raffle_ticket' ? count : null,
    numberOfShares: productType === 'syndicate_share' ? count : null,
    games: record.games,
    quickpick: record.quickpick,
    causeKey: record.causeKey,
    day: record.day,
    minimumJackpotAmount: record.minimumJackpotCents ? money(record.minimumJackpotCents) : null,
    pricePerDraw: money(pricePerDraw(record)),
    status: record.status as RecurringStatus,
    pausedUntil: record.pausedUntil?.toISOString() ?? null,
    pauseReason: record.pauseReason ?? null,
    limitPause: record.limitPause ?? null,
    defaultFund: { kind: record.fundKind },
    lastAttemptStatus: (record.lastAttemptStatus as LastAttemptStatus | null) ?? null,
    lastAttemptAt: record.lastAttemptAt?.toISOString() ?? null,
    nextDraw: nextDrawOf(record, open),
    createdAt: record.createdAt.toISOString(),
  };
}

/** `encodedId`: the id as the spec's URL-safe reference (base64url of the uuid's bytes). */
export function encodeId(id: string): string {
  return Buffer.from(id.replaceAll('-', ''), 'hex').toString('base64url');
}

export function toScheduledPurchase(record: RecordWithOffer, draw: RunDraw | null): ScheduledPurchase {
  return {
    id: record.id,
    encodedId: encodeId(record.id),
    productOfferKey: record.offer.key,
    description: record.offer.name,
    drawNo: draw?.drawNo ?? record.firstDrawNo,
    drawDate: (draw?.drawDate ?? record.createdAt).toISOString(),
    numberOfTickets: record.games.length,
    causeKey: record.causeKey,
    price: { amount: record.priceCents ?? pricePerDraw(record), currency: record.offer.currency },
    status: record.status as ScheduledPurchaseStatus,
    lastAttemptStatus: (record.lastAttemptStatus as LastAttemptStatus | null) ?? null,
    checkoutId: record.checkoutId ?? null,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toCombined(record: RecordWithOffer): CombinedRecurringPurchase {
  return {
    autoplayId: record.id,
    kind: record.kind,
    productOfferKey: record.offer.key,
    description: record.offer.name,
    status: record.status as CombinedRecurringPurchase['status'],
    lastAttemptStatus: (record.lastAttemptStatus as LastAttemptStatus | null) ?? null,
  };
}
