import { randomUUID } from 'node:crypto';
import type { BlockedReasonId, CartItemAdd, KindCartItemAdd } from '@drawfront/shared/contract/cart';
import type { PageInfo, Receipt, Ticket } from '@drawfront/shared/contract/purchase';
import { formatMoney } from '@drawfront/shared/format/money';
import { paymentAmount } from '@drawfront/shared/rules/payment-amount';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requestHash } from '../../lib/request-hash';
import { ERROR_CODES } from '../../errors/error-codes';
import { createLineKinds, isKindAdd } from '../cart/line-kinds';
import type { KindLineDraft, LineKinds, PricedKindLine } from '../cart/line-kinds';
import { createLineResolver, draftOfAdd, LineProblem, lineError } from '../cart/lines';
import type { LineResolver, PricedLine } from '../cart/lines';
import { splitByGames, ticketPlan } from '../cart/game-types/ticket-plan';
import { cartToBuy, removeBoughtLines } from '../cart/service';
import { buyShares } from '../syndicates/service';
import { favouriteNumbersOfEach } from '../favourites/service';
import { keepAnswer, priorAnswer } from '../idempotency/service';
import { findSystemAccount, lockOrOpenWallet, lockWallet, postMany, systemAccount, violates } from '../ledger/service';
import type { Posted, PostInput, WalletRow } from '../ledger/service';
import type { Mailer } from '../outbox/mail/mailer';
import { purchaseReceiptMail } from '../outbox/mail/mails/purchase-receipt';
import type { SiteRecord } from '../sites/site-record';
import type { SpendCheck } from '../spend-check/service';
import { promotionsAccount, purchaseDiscount, recordPurchaseDiscount } from '../vouchers/service';
import type { PurchaseDiscount } from '../vouchers/service';
import { chargedNow, recordRecurringPurchases, ticketedNow } from '../recurring/from-purchase';
import { replayDraftOf } from '../cart-replay/line-draft';
import { attempt } from './outcome';
import type { Order, Outcome } from './outcome';
import { numberRaffleTickets } from './raffle-numbers';
import { receiptOf, purchaseDescription, withTicketsPlayed } from './receipt';
import { toTicket } from './ticket-view';
import { nextCheckoutReferences, normalisedReference } from './checkout-reference';
import { findReceipt, findTicket, insertCheckouts, insertTickets, listTickets } from './repository';
import type { NewCheckout, NewTicket } from './repository';
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

/** A line that cannot be bought as the purchase's answer: 422 draw_closed naming draw and offer, or invalid_cart_item. */
function refused(error: unknown): never {
  if (error instanceof LineProblem && error.kind === 'draw_closed') {
    throw new AppError(ERROR_CODES.drawClosed, [error.message], { errors: { this: [error.message] } });
  }
  if (error instanceof LineProblem) throw lineError(error);
  throw error;
}

/** An accepted order of a batch on its way to being charged. */
interface Charge {
  index: number;
  customerId: string;
  quote: Quote;
  wallet: WalletRow;
  checkoutId: string;
  insufficient: () => AppError;
}

export type { Order, Outcome } from './outcome';

export type PurchaseService = ReturnType<typeof createPurchaseService>;

export function createPurchaseService(db: Database, options: { now: () => Date; spendCheck: SpendCheck; lineKinds?: LineKinds; mailer?: Pick<Mailer, 'send'> }) {
  const { now, spendCheck } = options;
  const lineKinds = options.lineKinds ?? createLineKinds();

  /** The lines to buy, priced now from the server's tables; a closed draw is 422 draw_closed naming draw and offer. */
  async function pricedLines(tx: Transaction, site: SiteRecord, customerId: string, request: PurchaseRequest, at: Date, resolve: LineResolver) {
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
   * Everything that decides whether each order may go ahead, read inside `tx` (which holds the orders' wallet
   * locks): lines priced now, draws open, every spend limit (read once for all the orders). Answers each order's
   * quote or its refusal; charges nothing. One order per customer: each customer's limits are read before any of
   * the orders is charged.
   */
  async function quoteMany(tx: Transaction, site: SiteRecord, orders: readonly Order[], at: Date): Promise<Outcome<Quote>[]> {
    if (new Set(orders.map((order) => order.customerId)).size !== orders.length) throw new Error('a batch of purchases holds one order per customer');
    // Priced in the customer's currency: the site's own tables, or those of the sub-variant selling in theirs (pounds).
    const resolve = createLineResolver(tx, site.key, at, walletPricingSubVariant(site));
    const quotes: Outcome<Quote>[] = [];
    for (const { customerId, request } of orders) {
      quotes.push(
        await attempt(async () => {
          const priced = await pricedLines(tx, site, customerId, request, at, resolve);
          if (priced.lines.length === 0 && priced.kindLines.length === 0) throw new AppError(ERROR_CODES.cartEmpty);
          // Pre-order lines are not charged now: the recurring-purchase runner charges them when their draw opens.
          const gross = chargedNow(priced.lines) + priced.kindLines.reduce((sum, line) => sum + line.total, 0);
          // The cart's promotion code, checked again now under its voucher's lock (a "buy now" of given lines takes none).
          const discount = priced.cartId ? await purchaseDiscount(tx, { cartId: priced.cartId, customerId, subtotal: gross, at, site }) : null;
          return { ...priced, total: gross - (discount?.discount ?? 0), discount };
        }),
      );
    }
    const amounts = new Map(quotes.flatMap((quote, index) => (quote.ok ? [[orders[index]!.customerId, quote.value.total] as const] : [])));
    const breaches = await spendCheck.breachesOf(amounts, site, tx);
    return quotes.map((quote, index) => {
      const [breach] = quote.ok ? breaches.get(orders[index]!.customerId)! : [];
      if (!breach) return quote;
      return { ok: false, error: new AppError(LIMIT_ERRORS[breach.reason], [breach.message], { result: { blockedReason: breach.reason, exceededAmount: { amount: breach.exceeded, currency: site.currency } } }) };
    });
  }

  /** One order's quote (see `quoteMany`); throws its refusal. */
  async function quote(tx: Transaction, site: SiteRecord, customerId: string, request: PurchaseRequest, at: Date): Promise<Quote> {
    const [outcome] = await quoteMany(tx, site, [{ customerId, request }], at);
    if (!outcome!.ok) throw outcome!.error;
    return outcome!.value;
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

  /**
   * Buys each order from its customer's wallet inside `tx`, which must hold the orders' wallet locks (an order
   * without `wallet` is locked here): the quote, funds, one ledger posting each (written together), checkouts,
   * tickets, shares and kind lines. Answers each order's receipt or its refusal; a refused order changes nothing.
   * A failure after money moved (a kind line's fulfilment) throws, and the caller's transaction undoes the batch.
   */
  async function buyMany(tx: Transaction, site: SiteRecord, orders: readonly (Order & { wallet?: WalletRow })[], at: Date): Promise<Outcome<Receipt>[]> {
    const quotes = await quoteMany(tx, site, orders, at);
    const format = (cents: number) => formatMoney(cents, site.currency, site.locale);
    const money = (cents: number) => ({ amount: cents, currency: site.currency });
    // Every order gets its answer: a refusal below, or its receipt once charged.
    const outcomes = new Array<Outcome<Receipt>>(orders.length);
    const accepted: Charge[] = [];
    for (const [index, order] of orders.entries()) {
      const quoted = quotes[index]!;
      if (!quoted.ok) {
        outcomes[index] = quoted;
        continue;
      }
      const q = quoted.value;
      // The caller's lock, or the wallet as it stands under this transaction's lock (a re-lock is a no-op).
      const wallet = order.wallet ?? (await lockWallet(tx, order.customerId))!;
      // `total` already leaves pre-orders out (they are charged when their draw opens).
      const due = paymentAmount({ cartTotal: q.total, preOrderTotal: 0, walletPurchase: order.request.walletPurchase ?? true, balance: wallet.balance });
      const insufficient = () =>
        new AppError(ERROR_CODES.insufficientFunds, [format(wallet.balance), format(q.total), format(due)], {
          result: { shortfall: money(due), balance: money(wallet.balance), total: money(q.total) },
        });
      if (wallet.balance < q.total) {
        outcomes[index] = { ok: false, error: insufficient() };
        continue;
      }
      accepted.push({ index, customerId: order.customerId, quote: q, wallet, checkoutId: randomUUID(), insufficient });
    }
    if (accepted.length === 0) return outcomes;

    const house = await houseAccount(tx, site.currency);
    const postings: { charge: Charge; input: PostInput }[] = [];
    for (const charge of accepted) {
      const { total, discount, lines, kindLines } = charge.quote;
      const discountCents = discount?.discount ?? 0;
      // A checkout of pre-orders only moves no money now.
      if (total + discountCents === 0) continue;
      // House revenue takes the full price; a promotion's discount is house money (house_promotions pays it), so
      // the wallet pays only `total` and the entries still sum to zero.
      const entries = [{ accountId: house, amount: total + discountCents }];
      if (total > 0) entries.push({ accountId: charge.wallet.id, amount: -total });
      if (discountCents > 0) entries.push({ accountId: await promotionsAccount(tx, site.currency), amount: -discountCents });
      postings.push({ charge, input: { kind: 'purchase', reference: charge.checkoutId, description: purchaseDescription(lines, kindLines), at, entries } });
    }
    const posted = new Map<Charge, Posted>();
    try {
      const written = await postMany(tx, postings.map(({ input }) => input));
      postings.forEach(({ charge }, index) => posted.set(charge, written[index]!));
    } catch (error) {
      // The wallet checks above hold the locks, so this is a backstop: the database refused an overdraft.
      if (violates(error, 'ledger_accounts_wallet_non_negative') && accepted.length === 1) throw accepted[0]!.insufficient();
      throw error;
    }

    // Marked against the favourites saved when the purchase is made: the receipt keeps what they were then.
    const favourites = await favouriteNumbersOfEach(tx, accepted.map((charge) => charge.customerId));
    const references = await nextCheckoutReferences(tx, accepted.length);
    const checkoutRows: NewCheckout[] = [];
    const ticketRows: NewTicket[] = [];
    const receipts: Receipt[] = [];
    for (const [position, charge] of accepted.entries()) {
      const { customerId, checkoutId, quote: q } = charge;
      const reference = references[position]!;
      const transactionId = posted.get(charge)?.transactionId ?? null;
      const balance = posted.get(charge)?.balances.get(charge.wallet.id) ?? charge.wallet.balance;
      const receipt = receiptOf(site, q, { checkoutId, reference }, balance, favourites.get(customerId) ?? [], at);
      receipts.push(receipt);
      outcomes[charge.index] = { ok: true, value: receipt };
      checkoutRows.push({ id: checkoutId, customerId, siteKey: site.key, transactionId, totalCents: q.total, receipt, lineDrafts: q.lines.map(replayDraftOf), reference, createdAt: at });
      // One ticket per entry per draw (ticket-plan.ts), pre-orders apart; together they cost the lines' full price (the wallet paid it, less any discount the house paid).
      // Numbered in the order played across the checkout, so the games of one offer's draw bought on two lines keep their order as one ticket.
      const planned = ticketedNow(q.lines).flatMap((line) => ticketPlan(line));
      ticketRows.push(...planned.map((ticket, index) => ({ id: randomUUID(), checkoutId, customerId, ...ticket, gameNo: index + 1 })));
    }
    // Raffle tickets get their numbers now, in sequence per draw, so the customer sees them from the start (on the receipt too).
    await numberRaffleTickets(tx, accepted.flatMap((charge) => charge.quote.lines), ticketRows);
    accepted.forEach((charge, position) => withTicketsPlayed(receipts[position]!, charge.quote.lines, ticketRows));
    await insertCheckouts(tx, checkoutRows);
    await insertTickets(tx, ticketRows);

    for (const charge of accepted) {
      const { customerId, checkoutId, quote: q } = charge;
      const transactionId = posted.get(charge)?.transactionId ?? null;
      if (q.discount && q.cartId) await recordPurchaseDiscount(tx, { cartId: q.cartId, customerId, discount: q.discount, checkoutId, transactionId, at });
      // Syndicate lines buy shares of the syndicate's tickets rather than tickets of their own.
      for (const line of q.lines) {
        if (!line.shares) continue;
        // One share purchase per draw, the line's price split evenly (whole cents, summing to the line).
        const prices = splitByGames(line.unitPrice, line.draws.map(() => 1));
        for (const [index, draw] of line.draws.entries()) await buyShares(tx, { checkoutId, customerId, offer: line.offer, draw, shares: line.shares, priceCents: prices[index]!, at });
      }
      // Paid above in this transaction: each kind delivers its lines now, or throws and nothing is charged.
      for (const line of q.kindLines) {
        try {
          await lineKinds.of(line.productType).fulfil(tx, { site, customerId, checkoutId, at }, line);
        } catch (error) {
          refused(error);
        }
      }
      if (q.cartId) await removeBoughtLines(tx, q.cartId, q.itemIds);
      await recordRecurringPurchases(tx, { siteKey: site.key, customerId, checkoutId, lines: q.lines, at });
      const bought = outcomes[charge.index]!;
      if (bought.ok) await options.mailer?.send(tx, customerId, purchaseReceiptMail, { receipt: bought.value });
    }
    return outcomes;
  }

  /** One order (see `buyMany`); throws its refusal. */
  async function buy(tx: Transaction, site: SiteRecord, customerId: string, request: PurchaseRequest, at: Date, locked?: WalletRow): Promise<Receipt> {
    const [outcome] = await buyMany(tx, site, [{ customerId, request, ...(locked ? { wallet: locked } : {}) }], at);
    if (!outcome!.ok) throw outcome!.error;
    return outcome!.value;
  }

  return {
    /** The refusal a purchase would get now, or its quote; for callers that hold the wallet lock in `tx`. */
    quote,

    /** Buys inside the caller's transaction, which must hold the customer's wallet lock (deposit-and-purchase). */
    buyWithin: buy,

    /** Buys many customers' orders inside the caller's transaction, which holds their wallet locks (the recurring runner's batch). */
    buyManyWithin: buyMany,

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

    /** A receipt by its checkout id or by the reference the customer reads on it (any case, dashes or not). */
    async receipt(customerId: string, checkoutId: string): Promise<Receipt> {
      const reference = normalisedReference(checkoutId);
      const receipt = await findReceipt(db, customerId, reference ? { reference } : { checkoutId });
      if (!receipt) throw new AppError(ERROR_CODES.checkoutNotFound, [checkoutId]);
      return receipt;
    },

    /** `subVariant`: the site sub-variant the customer browses, whose offer URLs the tickets link to. */
    async tickets(customerId: string, subVariant: string, status: 'upcoming' | 'past', limit: number, offset: number): Promise<{ tickets: Ticket[]; pageInfo: PageInfo }> {
      const { entries, total } = await listTickets(db, customerId, status, limit, offset);
      return { tickets: entries.map((games) => toTicket(games, subVariant)), pageInfo: { limit, offset, total } };
    },

    async ticket(customerId: string, subVariant: string, ticketId: string): Promise<Ticket> {
      const games = await findTicket(db, customerId, ticketId);
      if (!games) throw new AppError(ERROR_CODES.ticketNotFound, [ticketId]);
      return toTicket(games, subVariant);
    },
  };
}
