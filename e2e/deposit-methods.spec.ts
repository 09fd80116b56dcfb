import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { signInAt } from './support/sign-in';

const balance = (page: Page, amount: string) => page.getByRole('banner').getByRole('button', { name: new RegExp(`balance \\${amount.replace('.', '\\.')}`) });

/** From the account's deposit page: an amount and "Pay with PayPal", on to the test gateway's approval page. */
async function startPayPal(page: Page, amount: string) {
  await navigateInApp(page, '/my-account/deposit');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Amount', { exact: true }).fill(amount);
  await account.getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page).toHaveURL(/\/test-gateway\/paypal\/pp_[0-9a-f]+$/);
  await expect(page.getByRole('heading', { name: 'PayPal (test)' })).toBeVisible();
}

test('a PayPal-style deposit through approval and through cancel', async ({ page }) => {
  await signInAt(page, await signUpCustomer(), '/my-account/deposit');
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Pay with Apple Pay' })).toBeVisible();
  await expect(account.getByText('Your reference', { exact: true })).toBeVisible();
  await snapshot(page, 'deposit-methods-1-deposit-page');
  await expectNoAxeViolations(page, 'the deposit page with PayPal, wallets and bank transfer');

  // Approve: back on the summary page, credited once.
  await startPayPal(page, '25.00');
  await snapshot(page, 'deposit-methods-2-approval-page');
  await expectNoAxeViolations(page, 'the PayPal approval page');
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(balance(page, '$25.00')).toBeVisible();
  await snapshot(page, 'deposit-methods-3-summary');
  await expectNoAxeViolations(page, 'the deposit summary');
  // Reloading the landing page (the browser coming back again) credits nothing more.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(balance(page, '$25.00')).toBeVisible();

  // Cancel: the account's cancel page, nothing taken.
  await startPayPal(page, '15.00');
  await page.getByRole('button', { name: 'Cancel and return to shop' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/[0-9a-f-]+\/cancel$/);
  await expect(page.getByRole('heading', { name: "Your deposit didn't go through" })).toBeVisible();
  await expect(page.getByText('You cancelled the PayPal payment. No money was taken.')).toBeVisible();
  await snapshot(page, 'deposit-methods-4-cancelled');
  await expectNoAxeViolations(page, 'the deposit cancel page');
  // The cancel page is outside the base layout (storefront §2); back on the deposit page the balance is unchanged.
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit$/);
  await expect(balance(page, '$25.00')).toBeVisible();
});

test('an Apple Pay deposit is credited at once and lands on its summary', async ({ page }) => {
  await signInAt(page, await signUpCustomer(), '/my-account/deposit');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Amount', { exact: true }).fill('12.00');
  await account.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  await expect(page).toHaveURL(/\/my-account\/deposit\/summary\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(balance(page, '$12.00')).toBeVisible();
});
