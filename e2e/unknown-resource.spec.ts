import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpCustomer } from './support/platform-api';
import { signInAt } from './support/sign-in';

// An address naming something that does not exist shows the not-found page of the remote that owns it,
// never the API's own text with a "Try again" that can only fail again.

async function expectNotFound(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeVisible();
  await expect(page.getByText("It's looking like you may have taken a wrong turn.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoAxeViolations(page, label);
}

test('unknown posts and draws are not-found pages for a visitor', async ({ page }) => {
  for (const path of ['/blog/no-such-post', '/saturday-super-draw/results/draw/99999']) {
    await page.goto(path);
    await expectNotFound(page, path);
  }
});

test("a partner's receipt opened by a visitor asks them to sign in and come back", async ({ page }) => {
  const receipt = '/purchase/coastal-rescue/receipt/00000000-0000-4000-8000-000000000000';
  await page.goto(receipt);
  await expect(page).toHaveURL(/\/login\?returnTo=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnTo') ?? '')).toBe(receipt);
});

test('unknown giveaways, groups and join tokens are not-found pages for a customer', async ({ page }) => {
  await signInAt(page, await signUpCustomer());
  // An invite link that names no group has the join page's own not-found text.
  for (const token of ['badtoken', 'abcdefghijklmnopqrstuvwxyz012345']) {
    await page.goto(`/lotto-party/join?token=${token}`);
    await expect(page.getByRole('heading', { name: 'This invite link does not work' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page, 'join with an unknown token');
  for (const path of [
    '/daily-winners/giveaways/daily/1',
    '/my-account/lotto-party/group/00000000-0000-4000-8000-000000000000',
  ]) {
    await page.goto(path);
    await expectNotFound(page, path);
  }
});

test('an unknown lotto party session and an unknown scheduled purchase are not-found pages for a customer', async ({ page }) => {
  await signInAt(page, await signUpCustomer());
  for (const path of [
    '/my-account/lotto-party/session/00000000-0000-4000-8000-000000000000',
    '/my-account/lotto-party/session/not-a-session',
    '/my-account/scheduled-purchases/00000000-0000-4000-8000-000000000000',
    '/my-account/scheduled-purchases/not-a-pre-order',
  ]) {
    await page.goto(path);
    await expectNotFound(page, path);
    // Neither a loading state left behind nor the API's own words.
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
  }
});

