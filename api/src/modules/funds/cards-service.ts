import { randomUUID } from 'node:crypto';
import type { Fund, PaymentMethod } from '@drawfront/shared/contract/funds';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { FieldErrors } from '../../errors/app-error';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import { offersAlternativePayments } from '../../payments/gateway';
import { PaymentError, PAYMENT_ERRORS } from '../../payments/payment-errors';
import { lockWallet } from '../ledger/service';
import type { SiteRecord } from '../sites/site-record';
import { FUNDS_ERRORS } from './errors';
import { findFund, insertFund, listFunds, setDefault, softDeleteFund } from './repository';
import type { FundRecord } from './repository';
import { inputKeyedRecord, ownValue } from '../../lib/own-keys';

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

export function toFund(row: FundRecord): Fund {
  return { id: row.id, methodCode: 'cc', gateway: row.gateway, brand: row.brand, last4: row.last4, expiryMonth: row.expiryMonth, expiryYear: row.expiryYear, cardHolderName: row.holderName, default: row.isDefault };
}

export type CardsService = ReturnType<typeof createCardsService>;

/** Saved cards (funds) tokenised through a gateway, and the payment methods they make (groups spec §3 "Fund", "Payment method"). */
export function createCardsService(db: Database, options: { now: () => Date; gateways: GatewayRegistry }) {
  const { now, gateways } = options;

  return {
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
          const errors: FieldErrors = inputKeyedRecord();
          for (const [field, messages] of Object.entries(error.errors ?? {})) {
            const name = ownValue(CARD_FIELDS, field) ?? field;
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
          funding: token.funding,
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

    /**
     * The deposit methods (spec §3 "Payment method"), after the bracket filters: the card with the customer's
     * funds first, then PayPal, the digital wallets the site takes (`funds.digital_wallets`), bank and PayID.
     */
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
      const rules = card.rules;
      const other = (code: PaymentMethod['code'], type: PaymentMethod['type'], attributes: Partial<PaymentMethod['attributes']>, gatewayKeys: string[]): PaymentMethod => ({
        code,
        type,
        funds: [],
        availableGateways: gatewayKeys,
        attributes: { cart: true, withdraw: false, digitalWallets: false, failedVerification: false, ...attributes },
        rules: { ...rules, cscRequired: false },
      });
      const redirectGateways = keys.filter((key) => offersAlternativePayments(gateways.get(key)));
      const wallets = site.constants.digitalWallets ?? [];
      const methods: PaymentMethod[] = [card];
      if (redirectGateways.length > 0) {
        methods.push(other('pl', 'paypal', {}, redirectGateways));
        if (wallets.includes('apple_pay')) methods.push(other('ap', 'apple_pay', { digitalWallets: true }, redirectGateways));
        if (wallets.includes('google_pay')) methods.push(other('gp', 'google_pay', { digitalWallets: true }, redirectGateways));
      }
      // Money sent from a bank arrives later (the bank reports it), so it cannot pay a checkout now: not `cart`.
      methods.push(other('bd', 'bank_deposit', { cart: false }, []), other('td', 'payid', { cart: false }, []));
      const attribute = { 'funds.cart': 'cart', 'funds.withdraw': 'withdraw', 'funds.digital_wallets': 'digitalWallets', 'funds.failed_verification': 'failedVerification' } as const;
      return methods.filter((method) => Object.entries(filter).every(([name, wanted]) => method.attributes[attribute[name as keyof typeof attribute]] === wanted));
    },
  };
}
