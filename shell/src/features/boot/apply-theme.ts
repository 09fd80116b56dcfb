import type { BootTheme } from '@drawfront/shared/boot/boot-data';

/**
 * Applies the site's theme tokens from the boot data as CSS custom properties on the root element,
 * before the first render, so the themed header is the first one painted. Only `--` names are applied:
 * a token cannot set any other style.
 */
export function applyTheme(theme: BootTheme | null, root: HTMLElement = document.documentElement): void {
  if (!theme) return;
  for (const [name, value] of Object.entries(theme.tokens)) {
    if (name.startsWith('--')) root.style.setProperty(name, value);
  }
}
