import type { Deposit, Fund, PaymentMethod } from '@drawfront/shared/contract/funds';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

const Uuid = (what: string) => PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', `must be a ${what} id (a UUID)`);

export const FundParamsSchema = Type.Object({ id: Uuid('fund') });
export const DepositParamsSchema = Type.Object({ id: Uuid('deposit') });
export const TransactionParamsSchema = Type.Object({ transactionId: Uuid('transaction') });
export const GatewayParamsSchema = Type.Object({ gateway: PatternString('^[a-z][a-z0-9_-]{0,31}$', 'must be a payment gateway key such as test') });

/**
 * The card form (snake_case on the wire). Shapes only: the card checks themselves are the gateway's,
 * answered as `invalid_card` with field errors, so no validation message can ever quote a card number.
 */
export const AddCardBodySchema = Type.Object(
  {
    cardNumber: Type.String({ maxLength: 40 }),
    expiryMonth: Type.Integer(),
    expiryYear: Type.Integer(),
    csc: Type.String({ maxLength: 8 }),
    cardHolderName: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

export const DepositBodySchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    csc: Type.Optional(Type.String({ maxLength: 8 })),
    returnPath: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: false },
);
export type DepositBody = Static<typeof DepositBodySchema>;

export const FundSchema = Type.Object({
  id: Type.String(),
  methodCode: Type.Literal('cc'),
  gateway: Type.String(),
  brand: Type.Enum(['visa', 'mastercard', 'amex', 'unknown']),
  last4: Type.String(),
  expiryMonth: Type.Integer(),
  expiryYear: Type.Integer(),
  cardHolderName: Type.String(),
  default: Type.Boolean(),
});
assertType<SameShape<Static<typeof FundSchema>, Fund>>();

export const PaymentMethodSchema = Type.Object({
  code: Type.Enum(['cc', 'pl', 'bd', 'td', 'ap', 'gp']),
  type: Type.Enum(['card', 'paypal', 'bank_deposit', 'payid', 'apple_pay', 'google_pay']),
  funds: Type.Array(FundSchema),
  availableGateways: Type.Array(Type.String()),
  attributes: Type.Object({ cart: Type.Boolean(), withdraw: Type.Boolean(), digitalWallets: Type.Boolean(), failedVerification: Type.Boolean() }),
  rules: Type.Object({ enabled: Type.Boolean(), minAmount: AmountSchema, maxAmount: AmountSchema, cscRequired: Type.Boolean() }),
});
assertType<SameShape<Static<typeof PaymentMethodSchema>, PaymentMethod>>();
export const PaymentMethodsResponseSchema = Type.Object({ paymentMethods: Type.Array(PaymentMethodSchema) });

export const DepositSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(['succeeded', 'requires_action', 'failed', 'pending']),
  amount: AmountSchema,
  redirectUrl: Nullable(Type.String()),
  message: Nullable(Type.String()),
  createdAt: Type.String(),
  purchaseType: Type.Enum(['ad_hoc', 'checkout']),
  checkoutId: Nullable(Type.String()),
  purchaseMessage: Nullable(Type.String()),
  methodCode: Type.Optional(Type.Enum(['cc', 'pl', 'ap', 'gp', 'bd', 'td'])),
  transactionId: Type.Optional(Nullable(Type.String())),
});
assertType<SameShape<Static<typeof DepositSchema>, Deposit>>();

export const NotifyQuerySchema = Type.Object({ deposit: Type.Optional(Type.String({ maxLength: 64 })), outcome: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: true });
export const ChallengeParamsSchema = Type.Object({ ref: PatternString('^[A-Za-z0-9_-]{1,64}$', 'must be a gateway reference') });
export const ChallengeBodySchema = Type.Object({ outcome: Type.Enum(['approve', 'deny']) });

// ─── Deposit methods besides saved cards ───────────────────────────────────────────────
export const GatewayDepositParamsSchema = Type.Object({
  method: Type.Enum(['pl', 'ap', 'gp'], { description: 'pl PayPal, ap Apple Pay, gp Google Pay (groups spec §3 deposit method codes)' }),
  gateway: PatternString('^[a-z][a-z0-9_-]{0,31}$', 'must be a payment gateway key such as test'),
});
export const GatewayDepositBodySchema = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    walletToken: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
    returnPath: Type.Optional(Type.String({ maxLength: 512 })),
  },
  { additionalProperties: false },
);
export const CardGatewaysSchema = Type.Object({ cardGateways: Type.Array(Type.String()) });
export const GatewayInfoSchema = Type.Object({
  key: Type.String(),
  currencies: Type.Array(Type.String()),
  rules: Type.Object({ minAmount: AmountSchema, maxAmount: AmountSchema, cscRequired: Type.Boolean() }),
  /** The deposit method codes this gateway takes on this site. */
  depositMethods: Type.Array(Type.Enum(['cc', 'pl', 'ap', 'gp'])),
  digitalWallets: Type.Array(Type.Enum(['apple_pay', 'google_pay'])),
});
export const BankDepositDetailsSchema = Type.Object({ reference: Type.String(), accountName: Type.String(), bsb: Type.String(), accountNumber: Type.String(), payId: Type.String() });
export const RedirectPageParamsSchema = Type.Object({ ref: PatternString('^[A-Za-z0-9_-]{1,64}$', 'must be a gateway reference') });
export const RedirectDecisionSchema = Type.Object({ action: Type.Enum(['approve', 'cancel']), email: Type.Optional(Type.String({ maxLength: 254 })) });
export const RedirectReturnQuerySchema = Type.Object({ deposit: Type.String({ maxLength: 64 }) }, { additionalProperties: true });
export const IncomingTransferSchema = Type.Object(
  {
    site: PatternString('^[a-z][a-z0-9-]{0,31}$', 'must be a site key such as drawfront'),
    reference: Type.String({ minLength: 1, maxLength: 32 }),
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'cents' }),
    bankTransactionId: PatternString('^[A-Za-z0-9_-]{1,64}$', 'must be the bank transaction id (letters, digits, - and _)'),
    method: Type.Optional(Type.Enum(['bd', 'td'], { description: 'bd bank transfer (default), td PayID' })),
  },
  { additionalProperties: false },
);
// heldInSuspense: the reference's account is closed, so the money went to the suspense account (ops list it).
export const IncomingTransferAnswerSchema = Type.Object({ customerId: Type.String(), replayed: Type.Boolean(), heldInSuspense: Type.Boolean(), deposit: DepositSchema });
