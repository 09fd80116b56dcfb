import { randomUUID } from 'node:crypto';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { fillTemplate } from '@drawfront/shared/format/fill-template';
import { formatMoney } from '@drawfront/shared/format/money';
import { MAX_AMOUNT_MESSAGE, MIN_AMOUNT_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { depositFailureMessage } from '@drawfront/shared/rules/deposit-failure';
import type { Database, Transaction } from '../../db/client';
import type { Mailer } from '../outbox/mail/mailer';
import { depositFailedMail } from '../outbox/mail/mails/deposit-failed';
import { depositSucceededMail } from '../outbox/mail/mails/deposit-succeeded';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import type { ChargeResult } from '../../payments/gateway';
import { PaymentError, PAYMENT_ERRORS } from '../../payments/payment-errors';
import { keepAnswer, priorAnswer } from '../idempotency/service';
import { depositToWallet, lockOrOpenWallet, lockWallet } from '../ledger/service';
import type { SiteRecord, SubVariant } from '../sites/site-record';
import type { DepositMethodName } from '../../db/schema';
import { FUNDS_ERRORS } from './errors';
import { findDeposit, findDepositByTransaction, findFund, findFundEvenRemoved, hasChargeInFlight, insertDeposit, updateDeposit } from './repository';
import type { DepositRecord } from './repository';
import type { DepositBody } from './schemas';

export type { DepositRecord } from './repository';

/** The ledger description of a deposit by how it came in (what the transactions page shows). */
export const DEPOSIT_DESCRIPTIONS: Readonly<Record<DepositMethodName, string>> = {
  cc: 'Card deposit',
  pl: 'PayPal deposit',
  ap: 'Apple Pay deposit',
  gp: 'Google Pay deposit',
  bd: 'Bank transfer deposit',
  td: 'PayID deposit',
};

/** Whether a request comes from the Great Britain sub-variant, where remote lotteries may not take credit. */
export const isGreatBritain = (subVariant: SubVariant | undefined) => subVariant?.code === 'GB' || subVariant?.locale === 'en-GB';

const MESSAGE_LOCALES: Readonly<Record<string, string>> = { AUD: 'en-AU', GBP: 'en-GB', NZD: 'en-NZ', USD: 'en-US', EUR: 'en-IE' };

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
    methodCode: row.methodCode,
    transactionId: row.transactionId,
  };
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

/** What buying a checkout deposit's purchase came to: the checkout, or why it did not go ahead. */
export type CheckoutOutcome = { checkoutId: string; message: null } | { checkoutId: null; message: string };

/** Buys what a checkout deposit was for, inside the transaction that credited it (wallet lock held). */
export type CheckoutOnCredit = (tx: Transaction, deposit: DepositRecord, at: Date) => Promise<CheckoutOutcome>;

/** A deposit to open inside the caller's transaction (which holds the customer's wallet lock). */
export interface OpenDeposit {
  site: SiteRecord;
  customerId: string;
  /** The saved card to charge; null for the methods without one (then `method` names it). */
  fundId: string | null;
  method?: { code: Exclude<DepositMethodName, 'cc'>; gateway: string; gatewayReference?: string };
  /** For money already received (a bank transfer): no gateway, no charge limits, and no refusal for a closed account. */
  skipGatewayLimits?: boolean;
  /** The request's sub-variant: en-GB refuses credit cards. */
  subVariant?: SubVariant;
  amount: number;
  returnPath: string | null;
  /** Where the gateway sends the browser back after a challenge (`/3ds/notify`). */
  notifyBase: string;
  purchaseType: 'ad_hoc' | 'checkout';
  purchaseRequest: Record<string, unknown> | null;
  at: Date;
}

/**
 * The deposit side of the one "may this customer spend or deposit this much now?" check (spend-check's
 * `depositRefusal`): a deposit_limit refusal's message, or null. Asked in the transaction that opens the deposit.
 */
export type DepositCheck = (customerId: string, site: SiteRecord, amount: number, tx: Transaction) => Promise<{ reason: string; message: string } | null>;

export type DepositsService = ReturnType<typeof createDepositsService>;

/** Card deposits, in three steps so that no database lock is held while a gateway answers (see the module README). */
export function createDepositsService(
  db: Database,
  options: { now: () => Date; gateways: GatewayRegistry; onCheckoutCredited?: CheckoutOnCredit; depositCheck?: DepositCheck; mailer?: Pick<Mailer, 'send'> },
) {
  const { now, gateways, onCheckoutCredited, depositCheck } = options;

  /** Records the gateway's final answer on a locked deposit; credits the wallet only for the first success. */
  async function settle(tx: Transaction, deposit: DepositRecord, result: { status: 'succeeded' } | { status: 'failed'; message: string }, at: Date): Promise<DepositRecord> {
    if (result.status === 'succeeded') {
      const posted = await depositToWallet(tx, { customerId: deposit.customerId, amount: Number(deposit.amountCents), currency: deposit.currency, reference: deposit.id, at, description: DEPOSIT_DESCRIPTIONS[deposit.methodCode] });
      await updateDeposit(tx, deposit.id, { status: 'succeeded', transactionId: posted.transactionId, message: null, updatedAt: at });
      const credited: DepositRecord = { ...deposit, status: 'succeeded', transactionId: posted.transactionId, message: null, updatedAt: at };
      await options.mailer?.send(tx, deposit.customerId, depositSucceededMail, { depositId: deposit.id, amountCents: Number(deposit.amountCents) });
      if (credited.purchaseType !== 'checkout' || !onCheckoutCredited) return credited;
      // The money is in the wallet either way; the purchase goes ahead only if it still may.
      const outcome = await onCheckoutCredited(tx, credited, at);
      await updateDeposit(tx, deposit.id, { checkoutId: outcome.checkoutId, purchaseMessage: outcome.message });
      return { ...credited, checkoutId: outcome.checkoutId, purchaseMessage: outcome.message };
    }
    await updateDeposit(tx, deposit.id, { status: 'failed', message: result.message, updatedAt: at });
    await options.mailer?.send(tx, deposit.customerId, depositFailedMail, { depositId: deposit.id, amountCents: Number(deposit.amountCents), reason: result.message });
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
    // Nothing is charged to a closed account (the ledger would hold it in suspense; better never to take it).
    // Money already received (a bank transfer) cannot be refused: the ledger holds it in suspense.
    if (!input.skipGatewayLimits && (await lockWallet(tx, customerId))?.closedAt) throw new AppError(ERROR_CODES.accountClosedForMoney);
    const fund = fundId === null ? null : await findFund(tx, customerId, fundId);
    if (fundId !== null && !fund) throw new AppError(FUNDS_ERRORS.fundNotFound, [fundId]);
    if (fund && fund.funding === 'credit' && isGreatBritain(input.subVariant)) throw new AppError(FUNDS_ERRORS.creditCardNotAllowed);
    // A bank transfer has no gateway: the money is already in the shop's account, so no charge limits apply.
    const gatewayKey = fund ? fund.gateway : input.method!.gateway;
    const limits = input.skipGatewayLimits ? { minAmount: 1, maxAmount: Number.MAX_SAFE_INTEGER } : gateways.get(gatewayKey).limits;
    const gateway = { key: gatewayKey, limits };
    const locale = MESSAGE_LOCALES[site.currency] ?? site.locale;
    if (input.amount < gateway.limits.minAmount) {
      const message = fillTemplate(MIN_AMOUNT_MESSAGE, { amount: formatMoney(gateway.limits.minAmount, site.currency, locale) });
      throw new AppError(ERROR_CODES.validationFailed, ['body', `amount: ${message}`], { errors: { amount: [message] } });
    }
    if (input.amount > gateway.limits.maxAmount) {
      const message = fillTemplate(MAX_AMOUNT_MESSAGE, { amount: formatMoney(gateway.limits.maxAmount, site.currency, locale) });
      throw new AppError(ERROR_CODES.validationFailed, ['body', `amount: ${message}`], { errors: { amount: [message] } });
    }
    // Deposit limits, under the wallet lock the caller holds: deposits opened earlier in the period (charged or not) count.
    const refusal = await depositCheck?.(customerId, site, input.amount, tx);
    if (refusal) throw new AppError(refusal.reason === 'play_break' ? ERROR_CODES.playBreak : ERROR_CODES.depositLimit, [refusal.message]);
    const id = randomUUID();
    const row: DepositRecord = {
      id,
      customerId,
      fundId,
      methodCode: fund ? 'cc' : input.method!.code,
      gateway: gateway.key,
      amountCents: input.amount,
      currency: site.currency,
      status: 'pending',
      gatewayReference: input.method?.gatewayReference ?? null,
      redirectUrl: null,
      message: null,
      transactionId: null,
      returnPath: input.returnPath,
      notifyUrl: input.notifyBase ? `${input.notifyBase}?deposit=${id}` : null,
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
    if (opened.status !== 'pending' || opened.fundId === null) return opened;
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
    const prior = await priorAnswer<DepositKey>(tx, customerId, idempotencyKey, hash);
    return prior?.response.depositId ?? null;
  }

  return {
    settle,
    openDeposit,
    chargeAndSettle,
    depositForKey,

    /** Whether a checkout deposit of this customer opened after `since` is still waiting for the gateway (read in the caller's transaction). */
    hasChargeInFlight,

    /**
     * Charges a saved card and records the deposit: opened under the customer's wallet lock, charged with
     * no lock held, settled under the lock again (see `openDeposit`). A retry with the same
     * Idempotency-Key and body answers the same deposit (resuming its charge if it was interrupted); the
     * same key with another body is refused.
     */
    async deposit(site: SiteRecord, customerId: string, fundId: string, idempotencyKey: string, body: DepositBody, notifyBase: string, subVariant?: SubVariant): Promise<DepositAnswer> {
      const hash = requestHash(`deposit:${fundId}`, { amount: body.amount, csc: body.csc ?? null, returnPath: body.returnPath ?? null });
      const { depositId, replayed } = await db.transaction(async (tx) => {
        await lockOrOpenWallet(tx, customerId, site.currency);
        const prior = await depositForKey(tx, customerId, idempotencyKey, hash);
        if (prior) return { depositId: prior, replayed: true };
        const at = now();
        const opened = await openDeposit(tx, { site, subVariant, customerId, fundId, amount: body.amount, returnPath: body.returnPath ?? null, notifyBase, purchaseType: 'ad_hoc', purchaseRequest: null, at });
        const key: DepositKey = { depositId: opened.id };
        await keepAnswer(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: key, at });
        return { depositId: opened.id, replayed: false };
      });
      const deposit = await chargeAndSettle(depositId, body.csc);
      return { statusCode: 201, deposit: toDeposit(deposit), replayed };
    },

    /** The customer's deposit that posted ledger transaction `transactionId` (the deposit summary page's lookup). */
    async getDepositByTransaction(customerId: string, transactionId: string): Promise<Deposit> {
      const row = await findDepositByTransaction(db, customerId, transactionId);
      if (!row) throw new AppError(FUNDS_ERRORS.depositNotFound, [transactionId]);
      return toDeposit(row);
    },

    async getDeposit(customerId: string, depositId: string): Promise<Deposit> {
      const row = await findDeposit(db, depositId, { customerId });
      if (!row) throw new AppError(FUNDS_ERRORS.depositNotFound, [depositId]);
      return toDeposit(row);
    },
  };
}
