import { expect, type Page } from '@playwright/test';

/** Navigates inside the running shell without a reload, as a link click would (single-spa turns it into popstate). */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
}

/** The container the shell mounts a remote into; carries the remote's name and version. */
export function remoteContainer(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"]`);
}

export async function expectChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

export const FALLBACK_HEADING = "It's not you, it's us!";
