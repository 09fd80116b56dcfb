import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_BASE_URL } from './support/platform-urls';

/**
 * Specs that change what every other journey on the site would see: they move drawfront's live release
 * (a page opened meanwhile would load the broken or the newer remote), or run a draw to the end (a
 * ticket bought meanwhile for that draw would find it closed). They run after the other journeys,
 * one at a time.
 */
const SITE_WIDE = ['draw.spec.ts', 'lotto-party.spec.ts', 'membership.spec.ts', 'release-swap.spec.ts', 'remote-failure.spec.ts'];

/**
 * Journeys against the production build served the way `npm start` serves it. Two workers (the
 * machines have two cores; E2E_WORKERS changes it): every journey keeps to its own customer, or a
 * seeded one no other spec changes, so they can run side by side.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'journeys', testIgnore: SITE_WIDE },
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['journeys'], workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  reporter: [['list'], ['json']],
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
