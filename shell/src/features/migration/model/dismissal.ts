import { MIGRATION_DISMISSAL_MS } from '@drawfront/shared/rules/session-timing';

/** localStorage key of the migration modal's dismissals: customer id → until (ms). */
export const MIGRATION_DISMISSAL_KEY = 'df_migration_dismissed';

function readAll(storage: Storage): Record<string, number> {
  try {
    const value = JSON.parse(storage.getItem(MIGRATION_DISMISSAL_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
  } catch {
    return {};
  }
}

/** Until when the customer put the prompt off, or null (groups spec §4: "a dismissal lasting 7 days"). */
export function dismissedUntil(storage: Storage, customerId: string): number | null {
  return readAll(storage)[customerId] ?? null;
}

export function storeDismissal(storage: Storage, customerId: string, now: number): void {
  const all = readAll(storage);
  // Expired dismissals are dropped as new ones are written, so the record never grows without bound.
  const live = Object.fromEntries(Object.entries(all).filter(([, until]) => until > now));
  try {
    storage.setItem(MIGRATION_DISMISSAL_KEY, JSON.stringify({ ...live, [customerId]: now + MIGRATION_DISMISSAL_MS }));
  } catch {
    // Blocked storage: the prompt comes back on the next page load.
  }
}
