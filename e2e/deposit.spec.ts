import { expect, test, type Page } from '@playwright/test';
import { snapshot } from './support/screenshots';
import { signUpCustomer } from './support/platform-api';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { addTestCard } from './support/money';
import { signInAt } from './support/sign-in';

/** A new customer for each journey (wallet at $0.00), so balances never depend on test order. */
async function signIn(page: Page) {
  await signInAt(page, await signUpCustomer(), '/my-account/cards-and-accounts');
}

async function addCard(page: Page, number: string) {
  await addTestCard(page, { number, name: 'Demo Customer' });
}

async function deposit(page: Page, amount: string, last4: string) {
  await navigateInApp(page, '/my-account/deposit');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Amount', { exact: true }).fill(amount);
  await account.getByRole('radio', { name: new RegExp(last4) }).check();
  await account.getByRole('button', { name: /^Deposit \$/ }).click();
}

test('a 3-D Secure card: the customer passes the challenge and the wallet is credited once', async ({ page }) => {
  await signIn(page);
  await addCard(page, '4000 0000 0000 3220');
  await snapshot(page, 'deposit-1-cards');
  await deposit(page, '20.00', '3220');

  await expect(page).toHaveURL(/\/payments\/test\/challenge\//);
  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await snapshot(page, 'deposit-2-challenge');
  await page.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(/\/my-account\/deposit\/details\/[^/]+\/success(\?.*)?$/);
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$20\.00/ })).toBeVisible();
  await snapshot(page, 'deposit-3-success');
});

test('a declined card shows the gateway’s message and charges nothing', async ({ page }) => {
  await signIn(page);
  await addCard(page, '4000 0000 0000 0002');
  await deposit(page, '15.00', '0002');
  await expect(remoteContainer(page, 'account').getByText('Your bank declined this payment. Try another card or contact your bank.')).toBeVisible();
  await snapshot(page, 'deposit-declined');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$0\.00/ })).toBeVisible();
});
