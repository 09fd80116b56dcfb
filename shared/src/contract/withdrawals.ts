import type { Amount } from './catalogue';

/** Groups spec §3 "Bank account type". */
export type BankAccountType = 'national' | 'international' | 'payid_email' | 'payid_phone';

/** A saved withdrawal destination (a bank account or a PayID); the full account number is never sent back. */
export interface WithdrawalAccount {
  id: string;
  /** Groups spec §3 withdrawal code: `tt`, a bank transfer (bank accounts and PayID both pay by one). */
  methodCode: 'tt';
  type: BankAccountType;
  /** BSB (national) or SWIFT (international); null for a PayID. */
  bankCode: string | null;
  /** The account number's last digits, or the PayID partly hidden ("j***@example.com", "04** *** 678"). */
  accountNumberHint: string;
  accountName: string;
}

/** `POST /v2/funds/bank-account` body (groups spec §7): `code` is the BSB or SWIFT code, empty for a PayID. */
export interface NewBankAccount {
  code?: string;
  accountNumber: string;
  accountName: string;
  type: BankAccountType;
}

/** `GET /v2/withdrawal_methods` entry (groups spec §3 "Withdrawal method: code, funds"). */
export interface WithdrawalMethod {
  code: 'tt';
  funds: WithdrawalAccount[];
}

/**
 * pending: held, waiting for the payout job (the customer may cancel); processing: the payout is being
 * sent; paid; failed (the hold went back to the wallet); cancelled (by the customer, the hold went back).
 */
export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'failed' | 'cancelled';

/** Answer of `POST /v2/withdrawals`, `GET /v2/withdrawals/{id}` and `GET /v2/withdrawals/summary/{transactionId}`. */
export interface Withdrawal {
  id: string;
  status: WithdrawalStatus;
  amount: Amount;
  account: WithdrawalAccount;
  /** The ledger transaction that held the money (the summary page's `transactionID`). */
  transactionId: string;
  /** Why the payout failed, for the customer; null otherwise. */
  message: string | null;
  createdAt: string;
  /** When it was paid, failed or cancelled. */
  settledAt: string | null;
}

/** `GET /v2/withdrawals`: the customer's withdrawals, newest first. */
export interface WithdrawalList {
  withdrawals: Withdrawal[];
}
