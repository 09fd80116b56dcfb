import type { BankAccountType } from '@drawfront/shared/contract/withdrawals';

/** Where a payout goes: a bank account (BSB or SWIFT and number) or a PayID (an email or a mobile number). */
export interface PayoutDestination {
  type: BankAccountType;
  /** BSB ("062-000") or SWIFT; null for a PayID. */
  bankCode: string | null;
  /** The account number, or the PayID itself. */
  accountNumber: string;
  accountName: string;
}

export interface PayoutRequest {
  /** Same key and same request: the first result again, never a second payment; same key, another request: `gateway_idempotency_conflict`. */
  idempotencyKey: string;
  /** Integer minor units. */
  amount: number;
  currency: string;
  destination: PayoutDestination;
}

/** Why a payout was refused by the receiving side; the money comes back. */
export const PAYOUT_FAILURE_CODES = ['account_closed', 'name_mismatch', 'payid_not_registered'] as const;
export type PayoutFailureCode = (typeof PAYOUT_FAILURE_CODES)[number];

/** What the customer is told of each refusal, whoever reported it (a payout provider, or ops from the bank's portal). */
export const PAYOUT_FAILURE_MESSAGES: Readonly<Record<PayoutFailureCode, string>> = {
  account_closed: 'The receiving bank says this account is closed.',
  name_mismatch: "The receiving bank says the account name doesn't match the account.",
  payid_not_registered: 'This PayID is not registered with any bank.',
};

export type PayoutResult = { status: 'paid'; payoutReference: string } | { status: 'failed'; code: PayoutFailureCode; message: string; payoutReference: string };

/**
 * The payout side of a payment gateway (money out to a bank account or PayID). A refusal is a `failed`
 * result; a call that cannot be made or answered throws a `PaymentError` (`gateway_unavailable`: the
 * caller asks again later with the same key).
 */
export interface PayoutGateway {
  readonly key: string;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}
