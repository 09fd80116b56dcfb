import { expect, test, type Page } from '@playwright/test';
import { snapshot } from './support/screenshots';
import { signUpCustomer } from './support/platform-api';
import { navigateInApp, remoteContainer } from './support/shell-page';

/** A new customer for each journey (wallet at $0.00), so balances never depend on test order. */
async function signIn(page: Page) {
  const customer = await signUpCustomer();
  await page.goto('/login?returnTo=/my-account/cards-and-accounts');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Email address').fill(customer.email);
  await account.getByLabel('Password', { exact: true }).fill(customer.password);
  await account.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-account\/cards-and-accounts$/);
}

async function addCard(page: Page, number: string) {
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Card number').fill(number);
  await account.getByLabel('Month').selectOption({ index: 12 });
  await account.getByLabel('Year').selectOption({ index: 3 });
  await account.getByLabel('Security code').fill('123');
  await account.getByLabel('Name on card').fill('Demo Customer');
  await account.getByRole('button', { name: 'Add card' }).click();
  await expect(account.getByText(`ending ${number.replace(/\s/g, '').slice(-4)} was added`)).toBeVisible();
}

async function deposit(page: Page, amount: string, last4: string) {
  await navigateInApp(page, '/my-account/deposit');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Amount').fill(amount);
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
  await expect(remoteContainer(page, 'account').getByText('Do not honour')).toBeVisible();
  await snapshot(page, 'deposit-declined');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$0\.00/ })).toBeVisible();
});
