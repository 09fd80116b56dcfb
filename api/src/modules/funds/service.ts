import { randomUUID } from 'node:crypto';
import type { Deposit, Fund, PaymentMethod } from '@drawfront/shared/contract/funds';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { formatMoney } from '@drawfront/shared/format/money';
import { MAX_AMOUNT_MESSAGE, MIN_AMOUNT_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { depositFailureMessage } from '@drawfront/shared/rules/deposit-failure';
import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { FieldErrors } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import type { ChallengeAnswer, ChargeResult } from '../../payments/gateway';
import { FAILURE_MESSAGES } from '../../payments/failure-codes';
import { PaymentError, PAYMENT_ERRORS } from '../../payments/payment-errors';
import { depositToWallet } from '../ledger/service';
import { lockOrOpenWallet, lockWallet } from '../ledger/repository';
import { findIdempotent, saveIdempotent } from '../purchase/repository';
import type { SiteRecord } from '../sites/repository';
import { FUNDS_ERRORS } from './errors';
import { findDeposit, findDepositByReference, findStaleDeposits, findFund, findFundEvenRemoved, insertDeposit, insertFund, listFunds, setDefault, softDeleteFund, updateDeposit } from './repository';
import type { DepositRecord, FundRecord } from './repository';
import type { DepositBody } from './schemas';

export interface AddCardInput {
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  csc: string;
  cardHolderName: string;
}

/** The spec's bracket filters on GET /payment_methods (`filter[funds.cart][eq]=true`). */
export const PAYMENT_METHOD_FILTERS = ['funds.cart', 'funds.withdraw', 'funds.digital_wallets', 'funds.failed_verification'] as const;
export type PaymentMethodFilter = Partial<Record<(typeof PAYMENT_METHOD_FILTERS)[number], boolean>>;

// The gateway's card field names → the card form's (cardNumber, expiry, csc, cardHolderName).
const CARD_FIELDS: Readonly<Record<string, string>> = { number: 'cardNumber', expiryMonth: 'expiry', expiryYear: 'expiry', expiry: 'expiry', csc: 'csc', holderName: 'cardHolderName' };

const MESSAGE_LOCALES: Readonly<Record<string, string>> = { AUD: 'en-AU', GBP: 'en-GB', NZD: 'en-NZ', USD: 'en-US', EUR: 'en-IE' };

export function toFund(row: FundRecord): Fund {
  return { id: row.id, methodCode: 'cc', gateway: row.gateway, brand: row.brand, last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear, cardHolderName: row.holderName, default: row.isDefault };
}

export function toDeposit(row: DepositRecord): Deposit {
  return {
    id: row.id,
    status: row.status,
    amount: { amount: Number(row.amountCents), currency: row.currency },
    redirectUrl: row.status === 'requires_action' ? row.redirectUrl : null,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    purchaseType: row.purchaseType,
    checkoutId: row.checkoutId,
    purchaseMessage: row.purchaseMessage,
  };
}

/** A pending deposit this old had its charge interrupted (a gateway call takes seconds): the sweeper resumes it. */
export const STALE_PENDING_MS = 2 * 60_000;
/** A 3-D Secure check unanswered this long is past any gateway's challenge lifetime (the test gateway's is 10 minutes). */
export const ABANDONED_CHALLENGE_MS = 15 * 60_000;
/** A check the gateway still cannot settle after a day is failed as expired. */
export const LOST_CHALLENGE_MS = 24 * 60 * 60_000;

/** What one sweep did. */
export interface SweepReport {
  resumed: number;
  /** Checks that ended (approved but never returned from, denied, or expired), settled now. */
  finished: number;
  stillOpen: number;
  errors: { depositId: string; error: unknown }[];
}

/** What an Idempotency-Key of a deposit call holds: the deposit it made. */
export interface DepositKey {
  depositId: string;
}

export interface DepositAnswer {
  statusCode: number;
  deposit: Deposit;
  replayed: boolean;
}

export interface CompletedDeposit {
  depositId: string;
  outcome: 'success' | 'failure';
  returnPath: string | null;
  /** The checkout a checkout deposit bought, for the way back to its receipt. */
  checkoutId: string | null;
}

/** What buying a checkout deposit's purchase came to: the checkout, or why it did not go ahead. */
export type CheckoutOutcome = { checkoutId: string; message: null } | { checkoutId: null; message: string };

/** Buys what a checkout deposit was for, inside the transaction that credited it (wallet lock held). */
export type CheckoutOnCredit = (tx: Transaction, deposit: DepositRecord, at: Date) => Promise<CheckoutOutcome>;

/** A deposit to open inside the caller's transaction (which holds the customer's wallet lock). */
export interface OpenDeposit {
  site: SiteRecord;
  customerId: string;
  fundId: string;
  amount: number;
  returnPath: string | null;
  /** Where the gateway sends the browser back after a challenge (`/3ds/notify`). */
  notifyBase: string;
  purchaseType: 'ad_hoc' | 'checkout';
  purchaseRequest: Record<string, unknown> | null;
  at: Date;
}

export type FundsService = ReturnType<typeof createFundsService>;

export function createFundsService(db: Database, options: { now: () => Date; gateways: GatewayRegistry; onCheckoutCredited?: CheckoutOnCredit }) {
  const { now, gateways, onCheckoutCredited } = options;

  /** Records the gateway's final answer on a locked deposit; credits the wallet only for the first success. */
  async function settle(tx: Transaction, deposit: DepositRecord, result: { status: 'succeeded' } | { status: 'failed'; message: string }, at: Date): Promise<DepositRecord> {
    if (result.status === 'succeeded') {
      const posted = await depositToWallet(tx, { customerId: deposit.customerId, amount: Number(deposit.amountCents), currency: deposit.currency, reference: deposit.id, at, description: 'Card deposit' });
      await updateDeposit(tx, deposit.id, { status: 'succeeded', transactionId: posted.transactionId, message: null, updatedAt: at });
      const credited: DepositRecord = { ...deposit, status: 'succeeded', transactionId: posted.transactionId, message: null, updatedAt: at };
      if (credited.purchaseType !== 'checkout' || !onCheckoutCredited) return credited;
      // The money is in the wallet either way; the purchase goes ahead only if it still may.
      const outcome = await onCheckoutCredited(tx, credited, at);
      await updateDeposit(tx, deposit.id, { checkoutId: outcome.checkoutId, purchaseMessage: outcome.message });
      return { ...credited, checkoutId: outcome.checkoutId, purchaseMessage: outcome.message };
    }
    await updateDeposit(tx, deposit.id, { status: 'failed', message: result.message, updatedAt: at });
    return { ...deposit, status: 'failed', message: result.message, updatedAt: at };
  }

  /**
   * Step 1 of a deposit, in the caller's transaction: checks the card and the amount against the gateway's
   * limits and records the deposit as pending. Nothing is charged yet: the card is charged by
   * `chargeAndSettle` after this transaction commits, so no database lock is held while the gateway answers
   * and a charge can never happen for a deposit the database does not know about.
   */
  async function openDeposit(tx: Transaction, input: OpenDeposit): Promise<DepositRecord> {
    const { site, customerId, fundId, at } = input;
    const fund = await findFund(tx, customerId, fundId);
    if (!fund) throw new AppError(FUNDS_ERRORS.fundNotFound, [fundId]);
    const gateway = gateways.get(fund.gateway);
    const locale = MESSAGE_LOCALES[site.currency] ?? site.locale;
    if (input.amount < gateway.limits.minAmount) {
      const message = fillTemplate(MIN_AMOUNT_MESSAGE, { amount: formatMoney(gateway.limits.minAmount, site.currency, locale) });
      throw new AppError(ERROR_CODES.validationFailed, ['body', `amount: ${message}`], { errors: { amount: [message] } });
    }
    if (input.amount > gateway.limits.maxAmount) {
      const message = fillTemplate(MAX_AMOUNT_MESSAGE, { amount: formatMoney(gateway.limits.maxAmount, site.currency, locale) });
      throw new AppError(ERROR_CODES.validationFailed, ['body', `amount: ${message}`], { errors: { amount: [message] } });
    }
    const id = randomUUID();
    const row: DepositRecord = {
      id,
      customerId,
      fundId,
      amountCents: input.amount,
      currency: site.currency,
      status: 'pending',
      gatewayReference: null,
      redirectUrl: null,
      message: null,
      transactionId: null,
      returnPath: input.returnPath,
      notifyUrl: `${input.notifyBase}?deposit=${id}`,
      purchaseType: input.purchaseType,
      purchaseRequest: input.purchaseRequest,
      checkoutId: null,
      purchaseMessage: null,
      createdAt: at,
      updatedAt: at,
    };
    await insertDeposit(tx, row);
    return row;
  }

  /**
   * Steps 2 and 3: asks the gateway to charge a pending deposit (its id is the gateway's idempotency key, so
   * asking again, after a timeout or a crash, gets the first answer rather than a second charge), then records
   * the answer under the wallet lock: a challenge leaves it requires_action, a success is credited (and, for a
   * checkout deposit, bought), a refusal fails it. A deposit no longer pending is returned as it is. A gateway
   * that cannot be reached leaves the deposit pending and throws: a retry or the sweeper resumes it.
   */
  async function chargeAndSettle(depositId: string, csc?: string): Promise<DepositRecord> {
    const opened = await findDeposit(db, depositId);
    if (!opened) throw new AppError(FUNDS_ERRORS.depositNotFound, [depositId]);
    if (opened.status !== 'pending') return opened;
    const fund = (await findFundEvenRemoved(db, opened.fundId))!;
    const gateway = gateways.get(fund.gateway);
    let result: ChargeResult;
    try {
      result = await gateway.charge({ token: fund.token, amount: Number(opened.amountCents), currency: opened.currency, idempotencyKey: opened.id, csc, returnUrl: opened.notifyUrl ?? '' });
    } catch (error) {
      // No answer (a timeout, a refused connection): the charge may or may not have happened, so the deposit
      // stays pending and the caller hears 503; the same key asks again and the gateway answers the first charge.
      if (!(error instanceof PaymentError) || error.code === PAYMENT_ERRORS.gatewayUnavailable.code) {
        throw error instanceof PaymentError ? error : new PaymentError(PAYMENT_ERRORS.gatewayUnavailable, [gateway.key]);
      }
      // The gateway refused the request itself (not the card): a definite answer, so the deposit fails.
      result = { status: 'failed', code: 'processing_error', message: depositFailureMessage(null) };
    }
    return db.transaction(async (tx) => {
      await lockWallet(tx, opened.customerId);
      const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
      if (deposit.status !== 'pending') return deposit;
      const at = now();
      if (result.status === 'requires_action') {
        await updateDeposit(tx, depositId, { status: 'requires_action', gatewayReference: result.gatewayReference, redirectUrl: result.challenge.url, updatedAt: at });
        return { ...deposit, status: 'requires_action', gatewayReference: result.gatewayReference, redirectUrl: result.challenge.url, updatedAt: at };
      }
      if (result.status === 'succeeded') {
        await updateDeposit(tx, depositId, { gatewayReference: result.gatewayReference });
        return settle(tx, { ...deposit, gatewayReference: result.gatewayReference }, result, at);
      }
      return settle(tx, deposit, result, at);
    });
  }

  /**
   * The deposit an Idempotency-Key already holds, resumed if its charge was interrupted. Null when the
   * key is new. Keys store `{ depositId }`, so a retry answers the deposit as it stands now.
   */
  async function depositForKey(tx: Transaction, customerId: string, idempotencyKey: string, hash: string): Promise<string | null> {
    const prior = await findIdempotent(tx, customerId, idempotencyKey);
    if (!prior) return null;
    if (prior.requestHash !== hash) throw new AppError(ERROR_CODES.idempotencyKeyReused, [idempotencyKey]);
    return (prior.response as DepositKey).depositId;
  }

  /** A challenge the gateway no longer knows (it forgot it, or never answers) ends as expired, crediting nothing. */
  async function failLostChallenge(depositId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const unlocked = await findDeposit(tx, depositId);
      if (!unlocked) return;
      await lockWallet(tx, unlocked.customerId);
      const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
      if (deposit.status === 'requires_action') await settle(tx, deposit, { status: 'failed', message: FAILURE_MESSAGES.authentication_expired }, now());
    });
  }

  const service = {
    openDeposit,
    chargeAndSettle,
    depositForKey,

    async listFunds(customerId: string): Promise<Fund[]> {
      return (await listFunds(db, customerId)).map(toFund);
    },

    /** Tokenises a card with `gatewayKey` and saves the token; the first card becomes the default. */
    async addCard(customerId: string, gatewayKey: string, card: AddCardInput): Promise<Fund> {
      const gateway = gateways.get(gatewayKey);
      let token;
      try {
        token = await gateway.tokenizeCard({ number: card.cardNumber, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear, csc: card.csc, holderName: card.cardHolderName });
      } catch (error) {
        if (error instanceof PaymentError && error.code === PAYMENT_ERRORS.invalidCard.code) {
          const errors: FieldErrors = {};
          for (const [field, messages] of Object.entries(error.errors ?? {})) {
            const name = CARD_FIELDS[field] ?? field;
            errors[name] = [...(errors[name] ?? []), ...messages.filter((message) => !(errors[name] ?? []).includes(message))];
          }
          throw new PaymentError(PAYMENT_ERRORS.invalidCard, [Object.keys(errors).join(', ') || 'card'], { errors });
        }
        throw error;
      }
      return db.transaction(async (tx) => {
        // Serialise this customer's fund changes (the wallet row is the customer's lock).
        await lockWallet(tx, customerId);
        const existing = await listFunds(tx, customerId);
        const row = await insertFund(tx, {
          id: randomUUID(),
          customerId,
          gateway: gateway.key,
          token: token.token,
          brand: token.brand,
          last4: token.last4,
          expiryMonth: token.expiryMonth,
          expiryYear: token.expiryYear,
          holderName: card.cardHolderName.trim(),
          isDefault: !existing.some((fund) => fund.isDefault),
          createdAt: now(),
        });
        return toFund(row);
      });
    },

    async makeDefault(customerId: string, fundId: string): Promise<Fund> {
      return db.transaction(async (tx) => {
        await lockWallet(tx, customerId);
        const fund = await findFund(tx, customerId, fundId, { lock: true });
        if (!fund) throw new AppError(FUNDS_ERRORS.fundNotFound, [fundId]);
        await setDefault(tx, customerId, fundId);
        return toFund({ ...fund, isDefault: true });
      });
    },

    /** Removes a fund; when it was the default, the oldest remaining card becomes the default. */
    async remove(customerId: string, fundId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockWallet(tx, customerId);
        const fund = await findFund(tx, customerId, fundId, { lock: true });
        if (!fund) throw new AppError(FUNDS_ERRORS.fundNotFound, [fundId]);
        await softDeleteFund(tx, fundId, now());
        if (fund.isDefault) {
          const [next] = await listFunds(tx, customerId);
          if (next) await setDefault(tx, customerId, next.id);
        }
      });
    },

    /** The card method with the customer's funds (spec §3 "Payment method"), after the bracket filters. */
    async paymentMethods(customerId: string, site: SiteRecord, filter: PaymentMethodFilter): Promise<PaymentMethod[]> {
      const keys = gateways.keys();
      const first = gateways.get(keys[0]!);
      const card: PaymentMethod = {
        code: 'cc',
        type: 'card',
        funds: (await listFunds(db, customerId)).map(toFund),
        availableGateways: keys,
        attributes: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false },
        rules: {
          enabled: first.currencies.includes(site.currency),
          minAmount: { amount: first.limits.minAmount, currency: site.currency },
          maxAmount: { amount: first.limits.maxAmount, currency: site.currency },
          cscRequired: first.cscRequired,
        },
      };
      const attribute = { 'funds.cart': 'cart', 'funds.withdraw': 'withdraw', 'funds.digital_wallets': 'digitalWallets', 'funds.failed_verification': 'failedVerification' } as const;
      return [card].filter((method) => Object.entries(filter).every(([name, wanted]) => method.attributes[attribute[name as keyof typeof attribute]] === wanted));
    },

    /**
     * Charges a saved card and records the deposit: opened under the customer's wallet lock, charged with
     * no lock held, settled under the lock again (see `openDeposit`). A retry with the same
     * Idempotency-Key and body answers the same deposit (resuming its charge if it was interrupted); the
     * same key with another body is refused.
     */
    async deposit(site: SiteRecord, customerId: string, fundId: string, idempotencyKey: string, body: DepositBody, notifyBase: string): Promise<DepositAnswer> {
      const hash = requestHash(`deposit:${fundId}`, { amount: body.amount, csc: body.csc ?? null, returnPath: body.returnPath ?? null });
      const { depositId, replayed } = await db.transaction(async (tx) => {
        await lockOrOpenWallet(tx, customerId, site.currency);
        const prior = await depositForKey(tx, customerId, idempotencyKey, hash);
        if (prior) return { depositId: prior, replayed: true };
        const at = now();
        const opened = await openDeposit(tx, { site, customerId, fundId, amount: body.amount, returnPath: body.returnPath ?? null, notifyBase, purchaseType: 'ad_hoc', purchaseRequest: null, at });
        const key: DepositKey = { depositId: opened.id };
        await saveIdempotent(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: key, createdAt: at });
        return { depositId: opened.id, replayed: false };
      });
      const deposit = await chargeAndSettle(depositId, body.csc);
      return { statusCode: 201, deposit: toDeposit(deposit), replayed };
    },

    async getDeposit(customerId: string, depositId: string): Promise<Deposit> {
      const row = await findDeposit(db, depositId, { customerId });
      if (!row) throw new AppError(FUNDS_ERRORS.depositNotFound, [depositId]);
      return toDeposit(row);
    },

    /**
     * The customer is back from the 3-D Secure challenge: ask the gateway how it ended and settle the
     * deposit exactly once, under the deposit's row lock. An unknown deposit is null; a deposit already
     * settled answers its outcome again without touching the ledger.
     */
    async completeChallenge(depositId: string, answer: ChallengeAnswer): Promise<CompletedDeposit | null> {
      if (!/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(depositId)) return null;
      return db.transaction(async (tx) => {
        const unlocked = await findDeposit(tx, depositId);
        if (!unlocked) return null;
        // Wallet first, then deposit: the order the deposit call takes its locks in.
        await lockWallet(tx, unlocked.customerId);
        const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
        const answerFor = (row: DepositRecord): CompletedDeposit => ({ depositId: row.id, outcome: row.status === 'succeeded' ? 'success' : 'failure', returnPath: row.returnPath, checkoutId: row.checkoutId });
        if (deposit.status !== 'requires_action' || deposit.gatewayReference === null) return answerFor(deposit);
        const fund = await findFundEvenRemoved(tx, deposit.fundId);
        const gateway = gateways.get(fund!.gateway);
        let result;
        try {
          result = await gateway.completeChallenge(deposit.gatewayReference, answer);
        } catch (error) {
          // Not finished at the gateway (no answer yet, or a reference it does not know): leave it pending.
          if (error instanceof PaymentError) return { depositId: deposit.id, outcome: 'failure', returnPath: deposit.returnPath, checkoutId: null };
          throw error;
        }
        return answerFor(await settle(tx, deposit, result, now()));
      });
    },

    /**
     * Finishes deposits nobody came back for (the deposits sweeper job): a charge interrupted between
     * the gateway and the database is asked again under its own key and settled; a 3-D Secure check left
     * unanswered past its expiry is asked how it ended (expired), and one the gateway no longer knows is
     * failed after a day. Safe to run on every instance at once: each step re-checks under the locks.
     */
    async sweepStaleDeposits(limit = 50): Promise<SweepReport> {
      const at = now().getTime();
      const report: SweepReport = { resumed: 0, finished: 0, stillOpen: 0, errors: [] };
      for (const deposit of await findStaleDeposits(db, 'pending', new Date(at - STALE_PENDING_MS), limit)) {
        try {
          await chargeAndSettle(deposit.id);
          report.resumed += 1;
        } catch (error) {
          report.errors.push({ depositId: deposit.id, error });
        }
      }
      for (const deposit of await findStaleDeposits(db, 'requires_action', new Date(at - ABANDONED_CHALLENGE_MS), limit)) {
        try {
          const settled = await service.completeChallenge(deposit.id, {});
          const current = await findDeposit(db, deposit.id);
          if (current?.status === 'requires_action' && current.updatedAt.getTime() < at - LOST_CHALLENGE_MS) await failLostChallenge(deposit.id);
          if ((await findDeposit(db, deposit.id))?.status === 'requires_action') report.stillOpen += 1;
          else if (settled) report.finished += 1;
        } catch (error) {
          report.errors.push({ depositId: deposit.id, error });
        }
      }
      return report;
    },

    /** The deposit a gateway reference belongs to (the challenge page's way back). */
    async depositForReference(gatewayReference: string): Promise<DepositRecord | null> {
      return findDepositByReference(db, gatewayReference);
    },

    async fundOf(deposit: DepositRecord): Promise<FundRecord | null> {
      return findFundEvenRemoved(db, deposit.fundId);
    },
  };
  return service;
}
