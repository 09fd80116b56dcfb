import type { PageInfo, WalletTransaction } from '@drawfront/shared/contract/purchase';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { MONTH_PATTERN } from '../../lib/month-bounds';
import { assertType, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../customer/schemas';

/** Page of a list (groups spec §3 "Pagination entry": limit defaults to 10). */
export const PAGE_DEFAULTS = { limit: 10, offset: 0 } as const;
export const PageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

export const TRANSACTION_KINDS = ['deposit', 'purchase', 'prize', 'withdrawal', 'refund', 'voucher_credit'] as const;

/** Narrowing the list: one kind and/or one calendar month on the site's clock ("2026-11"). */
export const TransactionFilterSchema = Type.Object({
  kind: Type.Optional(Type.Enum([...TRANSACTION_KINDS])),
  month: Type.Optional(PatternString(MONTH_PATTERN, 'must be a month such as 2026-11')),
});
export const TransactionsQuerySchema = Type.Intersect([PageQuerySchema, TransactionFilterSchema]);

export const PageInfoSchema = Type.Object({ limit: Type.Integer(), offset: Type.Integer(), total: Type.Integer() });

export const WalletTransactionSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum([...TRANSACTION_KINDS]),
  amount: AmountSchema,
  balanceAfter: AmountSchema,
  description: Type.String(),
  createdAt: Type.String(),
  reference: Type.String(),
});

export const TransactionsResponseSchema = Type.Object({ transactions: Type.Array(WalletTransactionSchema), pageInfo: PageInfoSchema });

assertType<SameShape<Static<typeof WalletTransactionSchema>, WalletTransaction>>();
assertType<SameShape<Static<typeof PageInfoSchema>, PageInfo>>();
