import type { PathTo } from '@drawfront/shared/routes/path-to';
import { safeReturnPath } from '@drawfront/shared/rules/redirect-url';

/**
 * A deposit's details page on this site, or its success or failure page (where the API sends the
 * browser after a 3-D Secure challenge); null when the site takes no deposits.
 */
export function depositDetailsPath(pathTo: PathTo, id: string, outcome?: 'success' | 'failure'): string | null {
  const routeId = outcome === 'success' ? 'deposit-details-success' : outcome === 'failure' ? 'deposit-details-failure' : 'deposit-details';
  return pathTo(routeId, { depositID: id });
}

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

/**
 * The simulated Apple Pay / Google Pay sheet's token. A real wallet's sheet (the browser's Payment Request
 * API with the gateway's script) hands over a one-use token; the test gateway takes this one (its README).
 */
export const SIMULATED_WALLET_TOKEN = 'wallet_tok_approved';
