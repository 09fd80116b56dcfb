/** Where scroll positions of this tab's history entries are kept, so Back restores them even after a reload. */
export const SCROLL_POSITIONS_KEY = 'df_scroll_positions';

/** The most entries remembered; the oldest go first (a long session must not fill session storage). */
const MAX_ENTRIES = 50;

export interface ScrollPositions {
  /** Whether this history entry was shown before (a Back or Forward, not a new page). */
  has(key: string): boolean;
  get(key: string): number | undefined;
  set(key: string, y: number): void;
}

/**
 * Scroll offsets per history entry key (react-router's `location.key`), written through to session storage.
 * Storage can throw (private mode, quota): the positions then last for this page load only.
 */
export function createScrollPositions(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): ScrollPositions {
  const positions = new Map<string, number>(readStored(storage));
  const persist = () => {
    try {
      storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...positions]));
    } catch {
      // The map still answers for this page load.
    }
  };
  return {
    has: (key) => positions.has(key),
    get: (key) => positions.get(key),
    set(key, y) {
      positions.delete(key);
      positions.set(key, Math.max(0, Math.round(y)));
      while (positions.size > MAX_ENTRIES) positions.delete(positions.keys().next().value as string);
      persist();
    },
  };
}

function readStored(storage: Pick<Storage, 'getItem'> | null): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') : [];
  } catch {
    return [];
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
