import { useSyncExternalStore } from 'react';

/**
 * Whether the consent banner was reopened from "Cookie settings" (the footer), so a visitor who chose
 * before can change or withdraw their choice. One page, one shell: a small store of its own.
 */
let open = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  open = value;
  for (const listener of listeners) listener();
};

export const openConsentSettings = () => set(true);
export const closeConsentSettings = () => set(false);

export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
