import type { Withdrawal, WithdrawalAccount, WithdrawalList, WithdrawalMethod } from '@drawfront/shared/contract/withdrawals';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, UuidString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';

export const WithdrawalParamsSchema = Type.Object({ id: UuidString() });
export const TransactionParamsSchema = Type.Object({ transactionId: UuidString() });

const BankAccountTypeSchema = Type.Enum(['national', 'international', 'payid_email', 'payid_phone']);

/** `POST /funds/bank-account` (groups spec §7: code, accountNumber, accountName, type); the bank checks are the shared rule's. */
export const BankAccountBodySchema = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 20 })),
    accountNumber: Type.String({ maxLength: 254 }),
    accountName: Type.String({ maxLength: 200 }),
    type: BankAccountTypeSchema,
  },
  { additionalProperties: false },
);

export const WithdrawalBodySchema = Type.Object(
  {
    fundId: UuidString(),
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);

export const WithdrawalAccountSchema = Type.Object({
  id: Type.String(),
  methodCode: Type.Literal('tt'),
  type: BankAccountTypeSchema,
  bankCode: Nullable(Type.String()),
  accountNumberHint: Type.String(),
  accountName: Type.String(),
});
assertType<SameShape<Static<typeof WithdrawalAccountSchema>, WithdrawalAccount>>();

export const WithdrawalMethodSchema = Type.Object({ code: Type.Literal('tt'), funds: Type.Array(WithdrawalAccountSchema) });
assertType<SameShape<Static<typeof WithdrawalMethodSchema>, WithdrawalMethod>>();
export const WithdrawalMethodsResponseSchema = Type.Object({ withdrawalMethods: Type.Array(WithdrawalMethodSchema) });

export const WithdrawalSchema = Type.Object({
  id: Type.String(),
  status: Type.Enum(['pending', 'processing', 'paid', 'failed', 'cancelled']),
  amount: AmountSchema,
  account: WithdrawalAccountSchema,
  transactionId: Type.String(),
  message: Nullable(Type.String()),
  createdAt: Type.String(),
  settledAt: Nullable(Type.String()),
});
assertType<SameShape<Static<typeof WithdrawalSchema>, Withdrawal>>();

export const WithdrawalListSchema = Type.Object({ withdrawals: Type.Array(WithdrawalSchema) });
assertType<SameShape<Static<typeof WithdrawalListSchema>, WithdrawalList>>();
