/** Session storage key of the checkout ids whose purchase was already sent to analytics. */
export const TRACKED_PURCHASES_KEY = 'df_tracked_purchases';
/** Enough ids for a session's purchases; older ones drop off. */
const REMEMBERED = 50;

// Also remembered in memory, for when session storage is blocked or full.
const claimedHere = new Set<string>();

/**
 * Claims the right to track one purchase: true the first time for a checkout id, false after. Kept in
 * session storage so a reload of the receipt does not count the sale twice.
 */
export function claimPurchaseTracking(checkoutId: string, storage: Storage | null = safeSessionStorage()): boolean {
  const stored = storedIds(storage);
  if (claimedHere.has(checkoutId) || stored.includes(checkoutId)) return false;
  claimedHere.add(checkoutId);
  try {
    storage?.setItem(TRACKED_PURCHASES_KEY, JSON.stringify([...stored, checkoutId].slice(-REMEMBERED)));
  } catch {
    // Blocked or full storage: the in-memory record still prevents a repeat on this page.
  }
  return true;
}

function storedIds(storage: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(TRACKED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
