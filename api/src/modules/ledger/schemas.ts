import type { PageInfo, WalletTransaction } from '@drawfront/shared/contract/purchase';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { AmountSchema } from '../customer/schemas';

/** Page of a list (groups spec §3 "Pagination entry": limit defaults to 10). */
export const PAGE_DEFAULTS = { limit: 10, offset: 0 } as const;
export const PageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

export const PageInfoSchema = Type.Object({ limit: Type.Integer(), offset: Type.Integer(), total: Type.Integer() });

export const WalletTransactionSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(['deposit', 'purchase', 'prize', 'withdrawal', 'refund', 'voucher_credit']),
  amount: AmountSchema,
  balanceAfter: AmountSchema,
  description: Type.String(),
  createdAt: Type.String(),
  reference: Type.String(),
});

export const TransactionsResponseSchema = Type.Object({ transactions: Type.Array(WalletTransactionSchema), pageInfo: PageInfoSchema });

assertType<SameShape<Static<typeof WalletTransactionSchema>, WalletTransaction>>();
assertType<SameShape<Static<typeof PageInfoSchema>, PageInfo>>();
