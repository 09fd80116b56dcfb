import { randomUUID } from 'node:crypto';
import type { SyndicateShare, SyndicateSharesPage } from '@drawfront/shared/contract/syndicates';
import { cryptoRandom } from '@drawfront/shared/rules/crypto-random';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { quickPickGames } from './quick-pick';
import { countTickets, findLotteryDrawStops, findShare, findTickets, insertShare, insertTickets, listShares, lockDraw, sharesSold } from './repository';
import type { ShareRecord } from './repository';
import type { PrizeTable } from '../../db/schema/json-types';

/** What a share purchase needs of the syndicate offer. */
export interface SyndicateOffer {
  id: number;
  name: string;
  size: number | null;
  tickets: number | null;
  prizeTable: PrizeTable | null;
}

/** Shares of a draw still for sale: the syndicate's size minus those sold (no size: no limit). */
export async function remainingShares(db: Executor, offer: Pick<SyndicateOffer, 'size'>, drawId: number): Promise<number> {
  if (offer.size === null) return Number.MAX_SAFE_INTEGER;
  return Math.max(0, offer.size - (await sharesSold(db, drawId)));
}

/**
 * When shares of syndicate draws stop selling, by draw id: the stop of their lottery's draw of the same number
 * (or the moment it was run, when early). The syndicate plays that draw, so a share bought after it could never
 * play it. Draws of other offers, and of syndicates without a lottery, are not in the answer (their own stop rules).
 */
export async function lotteryDrawStops(db: Executor, drawIds: number[]): Promise<Map<number, Date>> {
  return findLotteryDrawStops(db, drawIds);
}

/**
 * Records a customer's shares of a syndicate draw inside the purchase's transaction. The draw row is
 * locked first, so the size check sees every earlier purchase; over the size, the whole purchase is
 * refused. The draw's first share also makes the syndicate's tickets (quick picks on its lottery's machine).
 */
export async function buyShares(
  tx: Transaction,
  input: { checkoutId: string; customerId: string; offer: SyndicateOffer; draw: { id: number; drawNo: number }; shares: number; priceCents: number; at: Date },
  random: () => number = cryptoRandom,
): Promise<void> {
  const { offer, draw, shares } = input;
  await lockDraw(tx, draw.id);
  const left = await remainingShares(tx, offer, draw.id);
  if (shares > left) {
    throw new AppError(ERROR_CODES.syndicateSoldOut, [left === 0 ? `${offer.name} is sold out for draw ${draw.drawNo}.` : `Only ${left} shares of ${offer.name} are left for draw ${draw.drawNo}.`]);
  }
  if (offer.prizeTable && offer.tickets && (await countTickets(tx, draw.id)) === 0) {
    await insertTickets(tx, draw.id, quickPickGames(offer.prizeTable.machine, offer.tickets, random));
  }
  await insertShare(tx, { id: randomUUID(), checkoutId: input.checkoutId, customerId: input.customerId, offerId: offer.id, drawId: draw.id, shares, priceCents: input.priceCents, createdAt: input.at });
}

const DRAWN: ReadonlySet<string> = new Set(['DRAW_DRAWN']);
const SCORED: ReadonlySet<string> = new Set(['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);

function summary(row: ShareRecord, subVariant: string, sold: number, syndicatePrize: number | null): Omit<SyndicateShare, 'tickets'> {
  const money = (amount: number) => ({ amount, currency: row.currency });
  const status = SCORED.has(row.drawStatus) ? 'scored' : DRAWN.has(row.drawStatus) ? 'drawn' : 'upcoming';
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    syndicateKey: row.syndicateKey,
    syndicateName: row.syndicateName,
    offerUrl: row.offerUrlAliases.find((alias) => alias.subvariant === subVariant)?.url ?? row.offerUrl,
    drawNo: row.drawNo,
    drawDate: row.drawDate.toISOString(),
    status,
    shares: row.shares,
    syndicateSize: row.size ?? row.shares,
    sharesSold: sold,
    price: money(row.priceCents),
    prize: status === 'scored' ? { syndicate: money(syndicatePrize ?? 0), yours: money(row.prizeCents) } : null,
  };
}

export function createSyndicatesService(db: Executor) {
  return {
    async share(customerId: string, subVariant: string, id: string): Promise<SyndicateShare> {
      const row = await findShare(db, customerId, id);
      if (!row) throw new AppError(ERROR_CODES.syndicateShareNotFound, [id]);
      const sold = await sharesSold(db, row.drawId);
      const tickets = await findTickets(db, row.drawId);
      const syndicatePrize = tickets.reduce((total, ticket) => total + ticket.prizeCents, 0);
      const scored = SCORED.has(row.drawStatus);
      return {
        ...summary(row, subVariant, sold, syndicatePrize),
        tickets: tickets.map((ticket) => ({
          game: ticket.game,
          division: scored ? ticket.division : null,
          prize: scored && ticket.division !== null ? { amount: ticket.prizeCents, currency: row.currency } : null,
        })),
      };
    },

    async shares(customerId: string, subVariant: string, limit: number, offset: number): Promise<SyndicateSharesPage> {
      const { rows, total } = await listShares(db, customerId, limit, offset);
      const shares = [];
      for (const row of rows) {
        const sold = await sharesSold(db, row.drawId);
        const prize = SCORED.has(row.drawStatus) ? (await findTickets(db, row.drawId)).reduce((sum, ticket) => sum + ticket.prizeCents, 0) : null;
        shares.push(summary(row, subVariant, sold, prize));
      }
      return { shares, pageInfo: { limit, offset, total } };
    },
  };
}

export type SyndicatesService = ReturnType<typeof createSyndicatesService>;
