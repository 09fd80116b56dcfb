import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const dir = join(__dirname, '..', 'screenshots');

/**
 * CI keeps only its log, so a screenshot there is work nobody looks at (a full-page PNG costs a few hundred
 * milliseconds of a core, 150 of them a run): CI takes none unless E2E_SCREENSHOTS=1. They assert nothing.
 */
const TAKE = process.env.E2E_SCREENSHOTS === '1' || !process.env.CI;

/** Saves a full-page screenshot to e2e/screenshots/<name>.png, to look at what a person sees. */
export async function snapshot(page: Page, name: string): Promise<void> {
  if (!TAKE) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
