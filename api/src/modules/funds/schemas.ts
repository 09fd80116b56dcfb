import type { Deposit, Fund, PaymentMethod } from '@drawfront/shared/contract/funds';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../customer/schemas';

const Uuid = (what: string) => PatternString('^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', `must be a ${what} id (a UUID)`);

export const FundParamsSchema = Type.Object({ id: Uuid('fund') });
export const DepositParamsSchema = Type.Object({ id: Uuid('deposit') });
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
  code: Type.Enum(['cc', 'pl', 'bd', 'td']),
  type: Type.Enum(['card', 'paypal', 'bank_deposit', 'payid']),
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
});
assertType<SameShape<Static<typeof DepositSchema>, Deposit>>();

export const NotifyQuerySchema = Type.Object({ deposit: Type.Optional(Type.String({ maxLength: 64 })), outcome: Type.Optional(Type.String({ maxLength: 32 })) }, { additionalProperties: true });
export const ChallengeParamsSchema = Type.Object({ ref: PatternString('^[A-Za-z0-9_-]{1,64}$', 'must be a gateway reference') });
export const ChallengeBodySchema = Type.Object({ outcome: Type.Enum(['approve', 'deny']) });
