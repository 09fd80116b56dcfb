import type { ErrorDefinition } from '../../errors/error-codes';

const define = (code: string, status: number, message: string): ErrorDefinition => ({ code, status, message });

/** Funds and deposits errors (the payments catalogue has the gateway's own). */
export const FUNDS_ERRORS = {
  fundNotFound: define('fund_not_found', 404, "fund '%s' not found"),
  depositNotFound: define('deposit_not_found', 404, "deposit '%s' not found"),
  unknownFilter: define('unknown_filter', 400, '%s'),
} as const;
