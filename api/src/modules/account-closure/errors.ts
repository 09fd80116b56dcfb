import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Closing an account; a closed account's own code (`account_closed`) is in the shared catalogue, as sign-in answers it too. */
export const ACCOUNT_CLOSURE_ERRORS = {
  // The spec leaves the rule open ("a balance must be withdrawn or is shown how it will be paid"): see service.ts.
  balanceNotWithdrawn: define('balance_not_withdrawn', 422, 'You have %s you can withdraw. Withdraw it to your bank account first, then close your account.'),
} as const;
