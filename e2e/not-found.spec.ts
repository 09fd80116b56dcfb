import { expect, test } from '@playwright/test';
import { snapshot } from './support/screenshots';
import { expectChrome } from './support/shell-page';

test('an unknown route shows the 404 text with a way home', async ({ page }) => {
  await page.goto('/no/such/page/here');
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await expect(page.getByText("It's looking like you may have taken a wrong turn.")).toBeVisible();
  await expectChrome(page);
  await snapshot(page, 'not-found');
  await page.getByRole('link', { name: 'Try heading home and finding your bearing.' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a route whose capability is off on the site is a 404 there', async ({ page }) => {
  await page.goto('/daily-winners?site=goodcause');
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await expect(page.locator('[data-remote="membership"]')).toHaveCount(0);
});
