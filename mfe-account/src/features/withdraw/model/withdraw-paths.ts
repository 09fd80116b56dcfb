/**
 * The details page of a withdrawal: always this remote's own page (it needs only the wallet-withdrawal
 * capability the withdraw page itself needs), so it is a plain path rather than a route-table lookup.
 */
export const withdrawDetailsPath = (withdrawalId: string) => `/my-account/withdraw/details/${encodeURIComponent(withdrawalId)}`;
