import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';

// Paths of the deposit pages this remote's router declares (app/app.tsx), linked between each other;
// pages of other remotes, and account pages gated by another capability, come from `pathTo`.
export const DEPOSIT_PATH = '/my-account/deposit';
/** Where the API sends the browser after a 3-D Secure challenge: `/{id}/success` or `/{id}/failure` under it. */
export const DEPOSIT_DETAILS_BASE = '/my-account/deposit/details';

export const depositDetailsPath = (id: string, outcome?: 'success' | 'failure') =>
  `${DEPOSIT_DETAILS_BASE}/${encodeURIComponent(id)}${outcome ? `/${outcome}` : ''}`;

const RETURN_TO_KEY = 'drawfront.account.deposit-return-to';

/** Keeps where to go after the deposit across the bank's 3-D Secure page (a full page load); only same-site paths. */
export function storeDepositReturnTo(path: string | null): void {
  try {
    const safe = safeReturnPath(path);
    if (safe) sessionStorage.setItem(RETURN_TO_KEY, safe);
    else sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Storage can be blocked (private mode); the details page then falls back to the account page.
  }
}

/** The stored return path, checked again since storage is writable by any script on the site. */
export function readDepositReturnTo(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(RETURN_TO_KEY));
  } catch {
    return null;
  }
}

export const depositAuthorisationPath = (id: string) => `/my-account/deposit/authorisation/${encodeURIComponent(id)}`;

/** The summary of a deposit's ledger transaction (a PayPal or wallet deposit lands here). */
export const depositSummaryPath = (transactionId: string) => `/my-account/deposit/summary/${encodeURIComponent(transactionId)}`;

/**
 * The simulated Apple Pay / Google Pay sheet's token. A real wallet's sheet (the browser's Payment Request
 * API with the gateway's script) hands over a one-use token; the test gateway takes this one (its README).
 */
export const SIMULATED_WALLET_TOKEN = 'wallet_tok_approved';
