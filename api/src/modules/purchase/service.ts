import { randomUUID } from 'node:crypto';
import type { BlockedReasonId, CartItemAdd, KindCartItemAdd } from '@drawfront/shared/contract/cart';
import type { TicketOutcome } from '@drawfront/shared/contract/draws';
import type { PageInfo, Receipt, ReceiptLine, Ticket } from '@drawfront/shared/contract/purchase';
import { isDrawn } from '../draws/draw-status';
import { zonedDate } from '@drawfront/shared/format/zoned-date';
import { formatMoney } from '@drawfront/shared/format/money';
import { favouriteFlags } from '@drawfront/shared/rules/favourite-games';
import { paymentAmount } from '@drawfront/shared/rules/payment-amount';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requestHash } from '../../lib/request-hash';
import { ERROR_CODES } from '../../errors/error-codes';
import { createLineKinds, isKindAdd, toKindReceiptLine } from '../cart/line-kinds';
import type { KindLineDraft, LineKinds, PricedKindLine } from '../cart/line-kinds';
import { createLineResolver, draftOfAdd, LineProblem, lineError } from '../cart/lines';
import type { PricedLine } from '../cart/lines';
import { splitByGames, ticketPlan } from '../cart/game-types/ticket-plan';
import { cartToBuy, removeBoughtLines } from '../cart/service';
import { buyShares } from '../syndicates/service';
import { favouriteNumbersOf } from '../favourites/service';
import { keepAnswer, priorAnswer } from '../idempotency/service';
import { findSystemAccount, lockOrOpenWallet, lockWallet, post, systemAccount, violates } from '../ledger/service';
import type { WalletRow } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import type { SpendCheck } from '../spend-check/service';
import { promotionsAccount, purchaseDiscount, recordPurchaseDiscount } from '../vouchers/service';
import type { PurchaseDiscount } from '../vouchers/service';
import { chargedNow, recordRecurringPurchases, ticketedNow } from '../recurring/from-purchase';
import { replayDraftOf } from '../cart-replay/line-draft';
import { findReceipt, findTicket, insertCheckout, insertTickets, listTickets, nextEntryNo } from './repository';
import type { NewTicket, TicketRecord } from './repository';
import { walletPricingSubVariant } from '../sites/money-site';

/** The error a purchase answers for each blocked reason: its code is the reason's id. */
const LIMIT_ERRORS = {
  precommitment_limit: ERROR_CODES.precommitmentLimit,
  spend_limit: ERROR_CODES.spendLimit,
  global_spend_limit: ERROR_CODES.globalSpendLimit,
  deposit_limit: ERROR_CODES.depositLimit,
  verification_required: ERROR_CODES.verificationRequired,
  play_break: ERROR_CODES.playBreak,
} as const satisfies Record<BlockedReasonId, unknown>;

export interface PurchaseRequest {
  /** Pay from the wallet balance (the only payment method until card payments land); defaults to true. */
  walletPurchase?: boolean;
  /** Buy these lines now instead of the cart ("buy now"); the cart is left as it is. */
  items?: (CartItemAdd | KindCartItemAdd)[];
}

/** A purchase that may go ahead: its lines priced now and where they came from. */
export interface Quote {
  lines: PricedLine[];
  /** Lines of the registered kinds (shares, memberships), fulfilled by their kind in the purchase's transaction. */
  kindLines: PricedKindLine[];
  /** What the wallet is charged now: the lines charged now, less the promotion's discount. */
  total: number;
  /** The cart's promotion code and what it takes off (house money), or null. */
  discount: PurchaseDiscount | null;
  cartId: string | null;
  itemIds: string[];
}

export interface PurchaseAnswer {
  statusCode: number;
  receipt: Receipt;
  replayed: boolean;
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

/** A line that cannot be bought as the purchase's answer: 422 draw_closed naming draw and offer, or invalid_cart_item. */
function refused(error: unknown): never {
  if (error instanceof LineProblem && error.kind === 'draw_closed') {
    throw new AppError(ERROR_CODES.drawClosed, [error.message], { errors: { this: [error.message] } });
  }
  if (error instanceof LineProblem) throw lineError(error);
  throw error;
}

/** The ledger's words for what a purchase bought. */
function purchaseDescription(lines: PricedLine[], kindLines: PricedKindLine[]): string {
  if (lines.length === 1 && kindLines.length === 0) return `${lines[0]!.offer.name} tickets`;
  if (lines.length === 0 && kindLines.length === 1) return kindLines[0]!.description;
  return lines.length > 0 && kindLines.length === 0 ? `${lines.length} ticket purchases` : `${lines.length + kindLines.length} purchases`;
}

/** Prizes are known once the draw is scored (groups spec §4): from then on a ticket shows how it did. */
const SCORED_OR_LATER = new Set(['DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED']);

function outcomeOf(row: TicketRecord): TicketOutcome | null {
  if (!SCORED_OR_LATER.has(row.drawStatus) || !row.result) return null;
  const matched = row.matched ?? {};
  return {
    winningNumbers: { ...row.result, numbers: row.result.numbers ?? [] },
    games: [{ matched: { ...matched, numbers: matched.numbers ?? [] }, division: row.division, ...(row.wins ? { wins: row.wins } : {}) }],
    prize: row.prizeStatus === 'none' ? null : { amount: row.prizeCents, currency: row.currency },
    prizeStatus: row.prizeStatus,
  };
}

/** The offer's URL segment on the customer's sub-variant: its alias there when it has one, as the catalogue answers `url`. */
function offerUrlOn(row: TicketRecord, subVariant: string): string {
  return row.offerUrlAliases.find((alias) => alias.subvariant === subVariant)?.url ?? row.offerUrl;
}

function toTicket(row: TicketRecord, subVariant: string): Ticket {
  return {
    id: row.id,
    checkoutId: row.checkoutId,
    lotteryKey: row.lotteryKey,
    offerName: row.offerName,
    offerUrl: offerUrlOn(row, subVariant),
    drawNo: row.drawNo,
    drawDate: row.drawDate.toISOString(),
    games: [row.game],
    gameType: row.gameType,
    gamesCovered: row.gamesCovered,
    price: { amount: row.priceCents, currency: row.currency },
    status: isDrawn(row.drawStatus) ? 'past' : 'upcoming',
    drawStatus: row.drawStatus,
    outcome: outcomeOf(row),
    ...(row.entryNo === null ? {} : { entryNo: row.entryNo }),
  };
}

/**
 * Gives each raffle ticket of `rows` the next entry number of its draw, in the order the rows were made
 * (line by line, game by game). Each draw's counter is taken under a transaction-scoped lock, so two
 * purchases of one draw never issue the same number and the numbers have no gaps (1..n, what the draw picks from).
 */
async function numberRaffleTickets(tx: Transaction, lines: PricedLine[], rows: NewTicket[]): Promise<void> {
  const raffleOffers = new Set(lines.filter((line) => line.offer.type === 'raffle_ticket').map((line) => line.offer.id));
  const next = new Map<number, number>();
  for (const row of rows) {
    if (!raffleOffers.has(row.offerId)) continue;
    let entryNo = next.get(row.drawId);
    if (entryNo === undefined) entryNo = await nextEntryNo(tx, row.drawId);
    row.entryNo = entryNo;
    next.set(row.drawId, entryNo + 1);
  }
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;

export function createPurchaseService(db: Database, options: { now: () => Date; spendCheck: SpendCheck; lineKinds?: LineKinds }) {
  const { now, spendCheck } = options;
  const lineKinds = options.lineKinds ?? createLineKinds();

  /** The lines to buy, priced now from the server's tables; a closed draw is 422 draw_closed naming draw and offer. */
  async function pricedLines(tx: Transaction, site: SiteRecord, customerId: string, request: PurchaseRequest, at: Date) {
    // Priced in the customer's currency: the site's own tables, or those of the sub-variant selling in theirs (pounds).
    const resolve = createLineResolver(tx, site.key, at, walletPricingSubVariant(site));
    const priceKind = async (draft: KindLineDraft) => {
      try {
        return await lineKinds.priceIn(tx, { site, customerId, at }, draft);
      } catch (error) {
        return refused(error);
      }
    };
    const price = async (draft: Parameters<typeof resolve>[0]) => {
      try {
        const line = await resolve(draft);
        // Never converted: a line the customer's currency has no prices for is not sold to them.
        const currency = line.pricing?.currency ?? line.offer.currency;
        if (currency !== site.currency) throw new LineProblem(`${line.offer.name} is priced in ${currency}, and your account keeps ${site.currency}.`);
        return line;
      } catch (error) {
        return refused(error);
      }
    };
    // Line by line, as the cart's lines below: the transaction's one connection runs one query at a time.
    const lines: PricedLine[] = [];
    const kindLines: PricedKindLine[] = [];
    if (request.items) {
      for (const item of request.items) {
        if (isKindAdd(item)) kindLines.push(await priceKind(item));
        else lines.push(await price(draftOfAdd(item)));
      }
      return { lines, kindLines, cartId: null, itemIds: [] };
    }
    const cart = await cartToBuy(tx, customerId);
    for (const line of cart.lines) lines.push(await price(line.draft));
    for (const line of cart.kindLines) kindLines.push(await priceKind(line.draft));
    return { lines, kindLines, cartId: cart.cartId, itemIds: [...cart.lines, ...cart.kindLines].map((line) => line.itemId) };
  }

  /**
   * Everything that decides whether the purchase may go ahead, read inside `tx` (which holds the wallet lock):
   * lines priced now, draws open, every spend limit. Throws the refusal; charges nothing.
   */
  async function quote(tx: Transaction, site: SiteRecord, customerId: string, request: PurchaseRequest, at: Date): Promise<Quote> {
    const priced = await pricedLines(tx, site, customerId, request, at);
    if (priced.lines.length === 0 && priced.kindLines.length === 0) throw new AppError(ERROR_CODES.cartEmpty);
    // Pre-order lines are not charged now: the recurring-purchase runner charges them when their draw opens.
    const gross = chargedNow(priced.lines) + priced.kindLines.reduce((sum, line) => sum + line.total, 0);
    // The cart's promotion code, checked again now under its voucher's lock (a "buy now" of given lines takes none).
    const discount = priced.cartId ? await purchaseDiscount(tx, { cartId: priced.cartId, customerId, subtotal: gross, at, site }) : null;
    const total = gross - (discount?.discount ?? 0);
    const [breach] = await spendCheck.breaches(customerId, site, total, tx);
    if (breach) {
      throw new AppError(LIMIT_ERRORS[breach.reason], [breach.message], { result: { blockedReason: breach.reason, exceededAmount: { amount: breach.exceeded, currency: site.currency } } });
    }
    return { ...priced, total, discount };
  }

  /** The house revenue account per currency: created once (seed or first purchase), never changes. */
  const houseAccounts = new Map<string, number>();
  async function houseAccount(tx: Transaction, currency: string): Promise<number> {
    const known = houseAccounts.get(currency);
    if (known !== undefined) return known;
    const found = await findSystemAccount(tx, 'house_revenue', currency);
    // Remember only a row that was already there: one this transaction inserts could still roll back.
    if (found !== null) houseAccounts.set(currency, found);
    return found ?? systemAccount(tx, 'house_revenue', currency);
  }

  async function buy(tx: Transaction, site: SiteRecord, customerId: string, request: PurchaseRequest, at: Date, locked?: WalletRow): Promise<Receipt> {
    const { lines, kindLines, cartId, itemIds, total, discount } = await quote(tx, site, customerId, request, at);
    const discountCents = discount?.discount ?? 0;
    const money = (cents: number) => ({ amount: cents, currency: site.currency });

    // The caller's lock, or the wallet as it stands under this transaction's lock (a re-lock is a no-op).
    const wallet = locked ?? (await lockWallet(tx, customerId))!;
    const format = (cents: number) => formatMoney(cents, site.currency, site.locale);
    // `total` already leaves pre-orders out (they are charged when their draw opens).
    const due = paymentAmount({ cartTotal: total, preOrderTotal: 0, walletPurchase: request.walletPurchase ?? true, balance: wallet.balance });
    if (wallet.balance < total) {
      throw new AppError(ERROR_CODES.insufficientFunds, [format(wallet.balance), format(total), format(due)], {
        result: { shortfall: money(due), balance: money(wallet.balance), total: money(total) },
      });
    }

    const checkoutId = randomUUID();
    const house = await houseAccount(tx, site.currency);
    let posted = null;
    try {
      // House revenue takes the full price; a promotion's discount is house money (house_promotions pays it), so
      // the wallet pays only `total` and the entries still sum to zero. A checkout of pre-orders only moves no money now.
      const entries = [{ accountId: house, amount: total + discountCents }];
      if (total > 0) entries.push({ accountId: wallet.id, amount: -total });
      if (discountCents > 0) entries.push({ accountId: await promotionsAccount(tx, site.currency), amount: -discountCents });
      if (total + discountCents > 0) posted = await post(tx, {
        kind: 'purchase',
        reference: checkoutId,
        description: purchaseDescription(lines, kindLines),
        at,
        entries,
      });
    } catch (error) {
      // The wallet check above holds the lock, so this is a backstop: the database refused an overdraft.
      if (violates(error, 'ledger_accounts_wallet_non_negative')) throw new AppError(ERROR_CODES.insufficientFunds, [format(wallet.balance), format(total), format(due)]);
      throw error;
    }
    const balance = posted?.balances.get(wallet.id) ?? wallet.balance;

    // Marked against the favourites saved when the purchase is made: the receipt keeps what they were then.
    const favourites = await favouriteNumbersOf(tx, customerId);
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
    }));
    receiptLines.push(...kindLines.map((line) => toKindReceiptLine(line, site.currency, at)));
    const receipt: Receipt = {
      checkoutId,
      purchasedAt: at.toISOString(),
      total: money(total),
      lines: receiptLines,
      balance: money(balance),
      ...(discount ? { promotion: { code: discount.code, productType: discount.productType, discount: money(discountCents) } } : {}),
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
    await insertCheckout(tx, { id: checkoutId, customerId, siteKey: site.key, transactionId: posted?.transactionId ?? null, totalCents: total, receipt, lineDrafts: lines.map(replayDraftOf), createdAt: at });
    if (discount && cartId) await recordPurchaseDiscount(tx, { cartId, customerId, discount, checkoutId, transactionId: posted?.transactionId ?? null, at });

    // One ticket per entry per draw (ticket-plan.ts), pre-orders apart; together they cost the lines' full price (the wallet paid it, less any discount the house paid).
    const ticketRows: NewTicket[] = ticketedNow(lines).flatMap((line) => {
      return ticketPlan(line).map((ticket) => ({ id: randomUUID(), checkoutId, customerId, ...ticket }));
    });
    // Raffle tickets get their numbers now, in sequence per draw, so the customer sees them from the start.
    await numberRaffleTickets(tx, lines, ticketRows);
    await insertTickets(tx, ticketRows);
    // Syndicate lines buy shares of the syndicate's tickets rather than tickets of their own.
    for (const line of lines) {
      if (!line.shares) continue;
      // One share purchase per draw, the line's price split evenly (whole cents, summing to the line).
      const prices = splitByGames(line.unitPrice, line.draws.map(() => 1));
      for (const [index, draw] of line.draws.entries()) await buyShares(tx, { checkoutId, customerId, offer: line.offer, draw, shares: line.shares, priceCents: prices[index]!, at });
    }
    // Paid above in this transaction: each kind delivers its lines now, or throws and nothing is charged.
    for (const line of kindLines) {
      try {
        await lineKinds.of(line.productType).fulfil(tx, { site, customerId, checkoutId, at }, line);
      } catch (error) {
        refused(error);
      }
    }
    if (cartId) await removeBoughtLines(tx, cartId, itemIds);
    await recordRecurringPurchases(tx, { siteKey: site.key, customerId, checkoutId, lines, at });
    return receipt;
  }

  return {
    /** The refusal a purchase would get now, or its quote; for callers that hold the wallet lock in `tx`. */
    quote,

    /** Buys inside the caller's transaction, which must hold the customer's wallet lock (deposit-and-purchase). */
    buyWithin: buy,

    /**
     * Buys the cart (or the given lines) from the wallet in one transaction, under the wallet's row lock:
     * re-price, draws open, pre-commitment limit, funds, ledger, tickets, checkout, empty cart. A retry
     * with the same Idempotency-Key and body gets the first answer; another body with that key is refused.
     */
    async purchase(site: SiteRecord, customerId: string, idempotencyKey: string, request: PurchaseRequest): Promise<PurchaseAnswer> {
      const hash = requestHash('purchase', request);
      return db.transaction(async (tx) => {
        // Every purchase of this customer queues here, so the key check, the balance and the cart are read after the previous one committed.
        const wallet = await lockOrOpenWallet(tx, customerId, site.currency);
        const prior = await priorAnswer<Receipt>(tx, customerId, idempotencyKey, hash);
        if (prior) return { statusCode: prior.statusCode, receipt: prior.response, replayed: true };
        const at = now();
        const receipt = await buy(tx, site, customerId, request, at, wallet);
        await keepAnswer(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: receipt, at });
        return { statusCode: 201, receipt, replayed: false };
      });
    },

    async receipt(customerId: string, checkoutId: string): Promise<Receipt> {
      const receipt = await findReceipt(db, customerId, checkoutId);
      if (!receipt) throw new AppError(ERROR_CODES.checkoutNotFound, [checkoutId]);
      return receipt;
    },

    /** `subVariant`: the site sub-variant the customer browses, whose offer URLs the tickets link to. */
    async tickets(customerId: string, subVariant: string, status: 'upcoming' | 'past', limit: number, offset: number): Promise<{ tickets: Ticket[]; pageInfo: PageInfo }> {
      const { rows, total } = await listTickets(db, customerId, status, limit, offset);
      return { tickets: rows.map((row) => toTicket(row, subVariant)), pageInfo: { limit, offset, total } };
    },

    async ticket(customerId: string, subVariant: string, ticketId: string): Promise<Ticket> {
      const row = await findTicket(db, customerId, ticketId);
      if (!row) throw new AppError(ERROR_CODES.ticketNotFound, [ticketId]);
      return toTicket(row, subVariant);
    },
  };
}
