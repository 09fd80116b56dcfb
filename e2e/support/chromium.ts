import { existsSync } from 'node:fs';

/** Debian's headless shell of the same Chromium: what Playwright itself runs for headless tests. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * Debian's Chromium (installed by scripts/ensure-chromium.sh): test tools cannot download a browser here.
 * Headless runs use its old headless shell (package chromium-headless-shell), the same engine without the
 * browser around it, as Playwright's own downloads do: measured on 9 journeys, 58 s against 80 s with the full
 * browser in headless mode. A headed run (`--headed`, PWDEBUG) needs the full browser, and so does a machine
 * without the shell. CHROMIUM_PATH names another.
 */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const headed = process.argv.includes('--headed') || process.argv.includes('--debug') || process.argv.includes('--ui') || Boolean(process.env.PWDEBUG);
  return !headed && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}

export const CHROMIUM_PATH = chromiumPath();

/** Flags this machine needs: no sandbox as root, and no background calls to hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
