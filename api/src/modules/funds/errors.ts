import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Funds and deposits errors (the payments catalogue has the gateway's own). */
export const FUNDS_ERRORS = {
  fundNotFound: define('fund_not_found', 404, "fund '%s' not found"),
  depositNotFound: define('deposit_not_found', 404, "deposit '%s' not found"),
  unknownFilter: define('unknown_filter', 400, '%s'),
  // Great Britain's gambling rules: remote lotteries may not take payment by credit card (debit, PayPal and bank are fine).
  creditCardNotAllowed: define('credit_card_not_allowed', 422, "Credit cards can't be used to deposit in Great Britain. Please use a debit card, PayPal or a bank transfer."),
  methodNotOffered: define('deposit_method_not_offered', 422, "%s deposits aren't offered on this site"),
  // One bank payment reported for two customers (or two amounts): the bank's id names one payment, credited once.
  bankTransactionConflict: define('bank_transaction_conflict', 409, "bank transaction '%s' was already reported for another reference or amount; nothing was credited"),
  unknownBankReference: define('unknown_bank_reference', 404, "no customer has the bank deposit reference '%s'"),
} as const;
