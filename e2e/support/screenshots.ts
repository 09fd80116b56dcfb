import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const dir = join(__dirname, '..', 'screenshots');

/** Saves a full-page screenshot to e2e/screenshots/<name>.png, to look at what a person sees. */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
