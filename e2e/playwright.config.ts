import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_BASE_URL, E2E_WORKERS } from './support/platform-urls';

const TRACE_MODES = ['on', 'off', 'retain-on-failure', 'retain-on-first-failure'] as const;
type TraceMode = (typeof TRACE_MODES)[number];

function traceMode(): TraceMode {
  const asked = process.env.E2E_TRACE?.trim();
  if (!asked) return process.env.CI ? 'off' : 'retain-on-failure';
  if (!(TRACE_MODES as readonly string[]).includes(asked)) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')} (got "${asked}")`);
  return asked as TraceMode;
}

/**
 * Journeys against the production build served the way `npm start` serves it. Each worker has a platform
 * of its own (support/global-setup.ts): the release tests move a site's live pointer, which every open page
 * of that site would see, so workers never share one. Each worker reads this file again with its
 * TEST_PARALLEL_INDEX set, which gives `baseURL` its own platform's port (support/platform-urls.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // CI retries a failed journey once. The run still passes, but npm test prints the journeys that needed a
  // retry ("e2e flaky: …") and counts them as failures in its summary, so a flake is seen and chased,
  // not hidden. Local runs never retry.
  retries: process.env.CI ? 1 : 0,
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
    // Recording a trace for every test costs about a fifth of the suite's time (measured: 9 journeys took 75 s
    // without traces, 94 s with), and a CI run keeps only its log, so CI records none; a failure there still
    // leaves its screenshot and Playwright's error context. Local runs keep failing tests' traces; E2E_TRACE
    // (on, off, retain-on-failure…) decides either way.
    trace: traceMode(),
    screenshot: 'only-on-failure',
  },
});
