import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ops } from './support/ops-cli';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { signInAt } from './support/sign-in';

// Daily Winners end to end: a new customer (wallet $0.00, so pending-deposit until they deposit) joins free,
// deposits, is entered in the daily giveaway, unlocks the monthly one, wins the daily draw ops run, sees it on
// the winners page and in closed giveaways, and upgrades to premium through the cart.

async function signIn(page: Page, returnTo: string) {
  await signInAt(page, await signUpCustomer(), returnTo);
}

async function depositWithNewCard(page: Page, amount: string) {
  await page.goto('/my-account/cards-and-accounts');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Card number').fill('4242 4242 4242 4242');
  await account.getByLabel('Month').selectOption({ index: 12 });
  await account.getByLabel('Year').selectOption({ index: 3 });
  await account.getByLabel('Security code').fill('123');
  await account.getByLabel('Name on card').fill('Casey Tester');
  await account.getByRole('button', { name: 'Add card' }).click();
  await expect(account.getByText('ending 4242 was added')).toBeVisible();
  await navigateInApp(page, '/my-account/deposit');
  await account.getByLabel('Amount', { exact: true }).fill(amount);
  await account.getByRole('radio', { name: /4242/ }).check();
  await account.getByRole('button', { name: /^Deposit \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
}

test('a visitor joins Daily Winners free, enters, unlocks the monthly giveaway, wins the daily draw and goes premium', async ({ page }) => {
  await page.goto('/daily-winners');
  const membership = remoteContainer(page, 'membership');
  await expect(membership.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await page.getByRole('button', { name: 'Only essential' }).click();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-1-visitor');

  // Join free: with no deposit yet the member is pending-deposit, and the programme's deposit page explains why.
  await signIn(page, '/daily-winners');
  await membership.getByRole('button', { name: 'Join for free' }).click();
  await expect(page.getByText('Welcome to Daily Winners')).toBeVisible();
  await expect(membership.getByRole('heading', { level: 2, name: 'One step to go: make a deposit' })).toBeVisible();
  await snapshot(page, 'membership-2-pending-deposit');
  await membership.getByRole('link', { name: 'Make a deposit' }).click();
  await expect(page).toHaveURL(/\/daily-winners\/deposit$/);
  await expect(membership.getByRole('heading', { level: 2, name: 'Your membership is waiting for your first deposit' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-3-deposit-page');
  await expect(membership.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/my-account/deposit');
  await depositWithNewCard(page, '20.00');

  // A member now: entered in the daily giveaway on the landing.
  await page.goto('/daily-winners');
  await expect(membership.getByRole('heading', { level: 2, name: "You're a Daily Winners member" })).toBeVisible();
  const daily = membership.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Daily $100 giveaway' }) });
  await expect(daily.getByText("You're in: 1 entry")).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-4-member');
  const dailyHref = (await daily.getByRole('link', { name: 'Daily $100 giveaway' }).getAttribute('href'))!;
  const dailyNumber = /\/daily\/(\d+)$/.exec(dailyHref)![1]!;

  // Unlock the monthly giveaway: pending, then resolved, with a success notification.
  await membership.getByRole('link', { name: 'Monthly $1,000 giveaway' }).click();
  await expect(membership.getByTestId('membership-entry')).toHaveText('Locked');
  await membership.getByRole('button', { name: 'Unlock my entry' }).click();
  await expect(membership.getByTestId('membership-entry')).toHaveText("You're in: 1 entry");
  await expect(page.getByText('Monthly $1,000 giveaway unlocked').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-5-monthly-unlocked');

  // A free member's major draw is locked: its locked content and the way to premium.
  await page.goto('/daily-winners/giveaways/major/1');
  await expect(membership.getByRole('heading', { level: 3, name: 'This giveaway is locked' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-6-major-locked');

  // Ops draw the daily giveaway; its only entrant wins $100.
  const printed = await ops('draw', 'drawfront', 'giveaway:daily');
  expect(printed).toContain(`daily giveaway ${dailyNumber} drawn`);
  await page.goto('/daily-winners/winners');
  await expect(membership.getByText(/Casey T\./).first()).toBeVisible();
  await expect(membership.getByText(/won \$100\.00 in the Daily \$100 giveaway/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-7-winners');

  await page.goto('/my-account/closed-giveaways');
  const closed = remoteContainer(page, 'membership');
  await expect(closed.getByRole('heading', { level: 1, name: 'Closed giveaways' })).toBeVisible();
  await expect(closed.getByRole('listitem').filter({ hasText: 'Daily $100 giveaway' }).getByText('You won!')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-8-closed-giveaways');
  await closed.getByRole('link', { name: 'Daily $100 giveaway' }).click();
  await expect(page).toHaveURL(new RegExp(`/daily-winners/giveaways/daily/${dailyNumber}$`));
  await expect(membership.getByText('You won!')).toBeVisible();
  await snapshot(page, 'membership-9-daily-won');

  // Premium through the cart: a membership line, paid from the wallet.
  await page.goto('/daily-winners/membership-tiers');
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-10-tiers');
  await membership.getByRole('button', { name: 'Go premium for $9.99' }).click();
  await expect(page).toHaveURL(/\/cart(\?.*)?$/);
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByRole('heading', { name: 'Daily Winners Premium (30 days)' })).toBeVisible();
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await cart.getByRole('button', { name: 'Pay $9.99 from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await page.goto('/daily-winners');
  await expect(membership.getByRole('heading', { level: 2, name: "You're a Premium member" })).toBeVisible();
  await expect(membership.getByRole('listitem').filter({ hasText: 'Monthly $1,000 giveaway' }).getByText('Guaranteed: 3 entries')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-11-premium');

  // Partner benefits: a single-use link to our benefits page.
  await membership.getByRole('button', { name: 'Open my member benefits' }).click();
  await expect(page).toHaveURL(/\/membership\/benefits\/sso\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your member benefits' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'membership-12-benefits');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This link has already been used' })).toBeVisible();
});
