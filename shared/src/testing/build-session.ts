import type { PlayBreak } from '../rules/play-break';
import type { SessionState } from '../stores/session-store';

/**
 * A signed-in session of customer c-42 (STYLE.md "data builders"). Without `playBreak` no customer record
 * has been read yet; with one, the record carries it, as the shell's session does for a customer on a break.
 */
export function buildSignedInSession(playBreak?: PlayBreak | null): SessionState {
  const session: SessionState = { isAuthenticated: true, customerId: 'c-42', accessToken: 'token', customer: null };
  if (playBreak === undefined) return session;
  return {
    ...session,
    customer: { customerId: 'c-42', firstname: 'Jo', lastname: 'Citizen', email: 'jo@example.com', balance: { amount: 0, currency: 'AUD' }, forcePasswordChange: false, accountUpgrade: false, playBreak },
  };
}
