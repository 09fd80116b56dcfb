import type { WithdrawalAccount, WithdrawalStatus } from '../contract/withdrawals';

/** How each withdrawal status reads to the customer (summary, details and the withdraw page's list). */
export const WITHDRAWAL_STATUS_LABELS: Readonly<Record<WithdrawalStatus, string>> = {
  pending: 'Requested: waiting to be sent',
  processing: 'Being sent to your bank',
  paid: 'Paid',
  failed: 'Returned to your balance',
  cancelled: 'Cancelled: returned to your balance',
};

/** Whether the customer can still cancel it (only before the payout run picks it up). */
export const isCancellable = (status: WithdrawalStatus): boolean => status === 'pending';

/** One line naming where the money goes: "Bank account 062-000 •••678", "PayID p***@example.com". */
export function withdrawalAccountLabel(account: Pick<WithdrawalAccount, 'type' | 'bankCode' | 'accountNumberHint'>): string {
  switch (account.type) {
    case 'national':
      return `Bank account ${account.bankCode} ${account.accountNumberHint}`;
    case 'international':
      return `International account ${account.bankCode} ${account.accountNumberHint}`;
    case 'payid_email':
    case 'payid_phone':
      return `PayID ${account.accountNumberHint}`;
  }
}
