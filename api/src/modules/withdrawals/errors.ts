import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Withdrawals errors. Another customer's account or withdrawal is "not found", like one that does not exist. */
export const WITHDRAWAL_ERRORS = {
  // The same code as a card fund the customer does not have: a withdrawal account is one of their funds.
  accountNotFound: define('fund_not_found', 404, "withdrawal account '%s' not found"),
  accountInUse: define('withdrawal_account_in_use', 409, 'A withdrawal to this account is still being paid: you can remove the account once it has been paid or cancelled.'),
  withdrawalNotFound: define('withdrawal_not_found', 404, "withdrawal '%s' not found"),
  notCancellable: define('withdrawal_not_cancellable', 409, 'This withdrawal is already %s and can no longer be cancelled.'),
  // Manual payouts (ops): a withdrawal is claimed before it is paid at the bank, and settled once.
  notClaimable: define('withdrawal_not_claimable', 409, "withdrawal '%s' is %s: only a pending withdrawal can be claimed for payment"),
  notClaimed: define('withdrawal_not_claimed', 409, "withdrawal '%s' is %s: claim it before paying it, and settle it once"),
} as const;
