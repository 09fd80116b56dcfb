import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { MONTH_PATTERN } from '../../lib/month-bounds';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../../schemas/money';
import { PageInfoSchema, PageQuerySchema } from '../../schemas/paging';

export const TRANSACTION_KINDS = ['deposit', 'purchase', 'prize', 'withdrawal', 'refund', 'voucher_credit'] as const;

/** Narrowing the list: one kind and/or one calendar month on the site's clock ("2026-11"). */
export const TransactionFilterSchema = Type.Object({
  kind: Type.Optional(Type.Enum([...TRANSACTION_KINDS])),
  month: Type.Optional(PatternString(MONTH_PATTERN, 'must be a month such as 2026-11')),
});
export const TransactionsQuerySchema = Type.Intersect([PageQuerySchema, TransactionFilterSchema]);

export const WalletTransactionSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum([...TRANSACTION_KINDS]),
  amount: AmountSchema,
  balanceAfter: AmountSchema,
  description: Type.String(),
  createdAt: Type.String(),
  reference: Type.String(),
  receiptReference: Nullable(Type.String()),
});

export const TransactionsResponseSchema = Type.Object({ transactions: Type.Array(WalletTransactionSchema), pageInfo: PageInfoSchema });

assertType<SameShape<Static<typeof WalletTransactionSchema>, WalletTransaction>>();
