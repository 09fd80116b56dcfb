import type { PageInfo, WalletTransaction } from '@drawfront/shared/contract/purchase';
import type { TransactionPage } from '../features/transactions/api/fetch-transactions';

/** Test data builders for wallet transactions (STYLE.md "data builders"). Only tests import this file. */
export function buildTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 'tx-1',
    kind: 'deposit',
    amount: { amount: 2000, currency: 'AUD' },
    balanceAfter: { amount: 2000, currency: 'AUD' },
    description: 'Deposit by card',
    createdAt: '2026-11-26T08:30:00Z',
    reference: '8d1f2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
    receiptReference: null,
    ...overrides,
  };
}

/** `count` purchases numbered from `from`, each with its own id. */
export function buildTransactions(count: number, from = 1): WalletTransaction[] {
  return Array.from({ length: count }, (_, index) =>
    buildTransaction({ id: `tx-${from + index}`, kind: 'purchase', amount: { amount: -500, currency: 'AUD' }, description: `Purchase ${from + index}` }),
  );
}

export function buildTransactionPage(transactions: WalletTransaction[], pageInfo: Partial<PageInfo> = {}): TransactionPage {
  return { transactions, pageInfo: { limit: 10, offset: 0, total: transactions.length, ...pageInfo } };
}
