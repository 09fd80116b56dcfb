const KEY = 'df_device';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * This browser's device id, sent with every sign-in so "remember this device" has something to
 * remember: a random UUID kept in localStorage (one per browser profile, never derived from the person).
 */
export function deviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string | undefined {
  const stored = storage?.getItem(KEY);
  if (stored && UUID.test(stored)) return stored;
  if (!storage || typeof crypto === 'undefined' || typeof crypto.randomUUID !== 'function') return undefined;
  const made = crypto.randomUUID();
  storage.setItem(KEY, made);
  return made;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
