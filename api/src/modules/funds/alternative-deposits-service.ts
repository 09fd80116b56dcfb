import { depositFailureMessage } from '@drawfront/shared/rules/deposit-failure';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { requestHash } from '../../lib/request-hash';
import { offersAlternativePayments } from '../../payments/gateway';
import type { AlternativePayments, DigitalWallet, PaymentFailure, PaymentGateway, PaymentSucceeded, RedirectStart } from '../../payments/gateway';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import { PaymentError, PAYMENT_ERRORS } from '../../payments/payment-errors';
import { keepAnswer } from '../idempotency/service';
import { lockOrOpenWallet, lockWallet } from '../ledger/service';
import type { SiteRecord, SubVariant } from '../sites/site-record';
import { toDeposit } from './deposits-service';
import type { DepositAnswer, DepositKey, DepositsService } from './deposits-service';
import { FUNDS_ERRORS } from './errors';
import { findDeposit, updateDeposit } from './repository';
import type { DepositRecord } from './repository';

/** The fundless deposit methods taken through a gateway's interface (groups spec §3 deposit method codes). */
export const GATEWAY_DEPOSIT_METHODS = ['pl', 'ap', 'gp'] as const;
export type GatewayDepositMethod = (typeof GATEWAY_DEPOSIT_METHODS)[number];
const WALLET_OF: Readonly<Record<'ap' | 'gp', DigitalWallet>> = { ap: 'apple_pay', gp: 'google_pay' };
const METHOD_NAMES: Readonly<Record<GatewayDepositMethod, string>> = { pl: 'PayPal', ap: 'Apple Pay', gp: 'Google Pay' };

/** Shown when the customer cancels on the PayPal-style page: nothing was taken. */
export const REDIRECT_CANCELLED_MESSAGE = 'You cancelled the PayPal payment. No money was taken.';

export interface GatewayDepositBody {
  amount: number;
  /** The one-use token the Apple Pay / Google Pay sheet handed the page (wallets only). */
  walletToken?: string;
  /** The page the deposit was started from; decides which success and cancel pages the customer comes back to. */
  returnPath?: string;
}

/** Which digital wallets a site takes deposits from (its `funds.digital_wallets` setting). */
export const siteWallets = (site: SiteRecord): readonly DigitalWallet[] => site.constants.digitalWallets ?? [];

/** PayPal-style redirect and Apple Pay / Google Pay deposits: opened, paid and settled like card deposits (module README). */
export function createAlternativeDepositsService(db: Database, options: { now: () => Date; gateways: GatewayRegistry; deposits: DepositsService }) {
  const { now, gateways, deposits } = options;

  function gatewayFor(site: SiteRecord, method: GatewayDepositMethod, gatewayKey: string): PaymentGateway & AlternativePayments {
    const gateway = gateways.get(gatewayKey);
    const walletOff = method !== 'pl' && !siteWallets(site).includes(WALLET_OF[method]);
    if (!offersAlternativePayments(gateway) || walletOff) throw new AppError(FUNDS_ERRORS.methodNotOffered, [METHOD_NAMES[method]]);
    return gateway;
  }

  /** Asks the gateway (the deposit id is its idempotency key, so asking again answers the first payment) and records the answer. */
  async function payAndSettle(depositId: string, gateway: AlternativePayments, body: GatewayDepositBody, returnBase: string): Promise<DepositRecord> {
    const opened = (await findDeposit(db, depositId))!;
    if (opened.status !== 'pending') return opened;
    const amount = Number(opened.amountCents);
    let result: RedirectStart | PaymentSucceeded | PaymentFailure;
    try {
      result =
        opened.methodCode === 'pl'
          ? await gateway.startRedirectPayment({ amount, currency: opened.currency, idempotencyKey: opened.id, returnUrl: `${returnBase}?deposit=${opened.id}` })
          : await gateway.chargeWallet({ wallet: WALLET_OF[opened.methodCode as 'ap' | 'gp'], walletToken: body.walletToken ?? '', amount, currency: opened.currency, idempotencyKey: opened.id });
    } catch (error) {
      if (!(error instanceof PaymentError) || error.code === PAYMENT_ERRORS.gatewayUnavailable.code) throw error instanceof PaymentError ? error : new PaymentError(PAYMENT_ERRORS.gatewayUnavailable, [opened.gateway ?? '']);
      // The gateway refused the request itself (a wallet token it did not issue): a definite answer.
      result = { status: 'failed', code: 'declined', message: error.code === PAYMENT_ERRORS.invalidCardToken.code ? 'The wallet payment was not accepted. Please try again.' : depositFailureMessage(null) };
    }
    return db.transaction(async (tx) => {
      await lockWallet(tx, opened.customerId);
      const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
      if (deposit.status !== 'pending') return deposit;
      const at = now();
      if (result.status === 'requires_action') {
        await updateDeposit(tx, depositId, { status: 'requires_action', gatewayReference: result.gatewayReference, redirectUrl: result.redirectUrl, updatedAt: at });
        return { ...deposit, status: 'requires_action', gatewayReference: result.gatewayReference, redirectUrl: result.redirectUrl, updatedAt: at };
      }
      if (result.status === 'succeeded') {
        await updateDeposit(tx, depositId, { gatewayReference: result.gatewayReference });
        return deposits.settle(tx, { ...deposit, gatewayReference: result.gatewayReference }, result, at);
      }
      return deposits.settle(tx, deposit, result, at);
    });
  }

  return {
    /**
     * `POST /funds/{method}/{gateway}/deposit`: a PayPal-style deposit answers `requires_action` with the
     * gateway's approval page as `redirectUrl`; a wallet deposit is charged at once. The same
     * Idempotency-Key and body answer the same deposit.
     */
    async deposit(input: { site: SiteRecord; subVariant?: SubVariant; customerId: string; method: GatewayDepositMethod; gatewayKey: string; idempotencyKey: string; body: GatewayDepositBody; returnBase: string }): Promise<DepositAnswer> {
      const { site, customerId, method, body, idempotencyKey } = input;
      const gateway = gatewayFor(site, method, input.gatewayKey);
      if (method !== 'pl' && !body.walletToken) {
        const message = 'This field is required';
        throw new AppError(ERROR_CODES.validationFailed, ['body', `walletToken: ${message}`], { errors: { walletToken: [message] } });
      }
      const hash = requestHash(`deposit:${method}:${gateway.key}`, { amount: body.amount, walletToken: body.walletToken ?? null, returnPath: body.returnPath ?? null });
      const { depositId, replayed } = await db.transaction(async (tx) => {
        await lockOrOpenWallet(tx, customerId, site.currency);
        const prior = await deposits.depositForKey(tx, customerId, idempotencyKey, hash);
        if (prior) return { depositId: prior, replayed: true };
        const at = now();
        const opened = await deposits.openDeposit(tx, { site, subVariant: input.subVariant, customerId, fundId: null, method: { code: method, gateway: gateway.key }, amount: body.amount, returnPath: body.returnPath ?? null, notifyBase: input.returnBase, purchaseType: 'ad_hoc', purchaseRequest: null, at });
        const key: DepositKey = { depositId: opened.id };
        await keepAnswer(tx, { customerId, key: idempotencyKey, requestHash: hash, statusCode: 201, response: key, at });
        return { depositId: opened.id, replayed: false };
      });
      const deposit = await payAndSettle(depositId, gateway, body, input.returnBase);
      return { statusCode: 201, deposit: toDeposit(deposit), replayed };
    },

    /**
     * The browser is back from the PayPal-style page: the gateway (never the query) says how it went, and
     * the deposit is settled exactly once under its row lock, so a second return credits nothing more.
     * Null for a deposit that is not a redirect deposit.
     */
    async completeRedirect(depositId: string): Promise<DepositRecord | null> {
      if (!/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/.test(depositId)) return null;
      const unlocked = await findDeposit(db, depositId);
      if (!unlocked || unlocked.methodCode !== 'pl') return null;
      if (unlocked.status !== 'requires_action' || unlocked.gatewayReference === null) return unlocked;
      const gateway = gateways.get(unlocked.gateway ?? 'test');
      if (!offersAlternativePayments(gateway)) return unlocked;
      const outcome = await gateway.redirectOutcome(unlocked.gatewayReference);
      if (outcome.status === 'pending') return unlocked;
      return db.transaction(async (tx) => {
        await lockWallet(tx, unlocked.customerId);
        const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
        if (deposit.status !== 'requires_action') return deposit;
        const result = outcome.status === 'cancelled' ? { status: 'failed' as const, message: REDIRECT_CANCELLED_MESSAGE } : outcome;
        return deposits.settle(tx, deposit, result, now());
      });
    },

    /** A PayPal-style approval left undecided for a day: failed with `message`, crediting nothing. */
    async abandonRedirect(depositId: string, message: string): Promise<void> {
      const unlocked = await findDeposit(db, depositId);
      if (!unlocked) return;
      await db.transaction(async (tx) => {
        await lockWallet(tx, unlocked.customerId);
        const deposit = (await findDeposit(tx, depositId, { lock: true }))!;
        if (deposit.status === 'requires_action') await deposits.settle(tx, deposit, { status: 'failed', message }, now());
      });
    },

    /** Where the customer lands after the PayPal-style page: storefront §2's success and cancel routes. */
    landingPath(deposit: DepositRecord): string {
      const fromAccount = deposit.returnPath?.startsWith('/my-account') ?? false;
      if (deposit.status === 'succeeded') return fromAccount && deposit.transactionId ? `/my-account/deposit/summary/${deposit.transactionId}` : `/checkout/deposit/${deposit.id}/success`;
      return fromAccount ? `/my-account/deposit/${deposit.id}/cancel` : `/checkout/deposit/${deposit.id}/cancel`;
    },
  };
}

export type AlternativeDepositsService = ReturnType<typeof createAlternativeDepositsService>;
