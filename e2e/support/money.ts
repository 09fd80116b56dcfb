import { expect, type Page } from '@playwright/test';
import { signUpCustomer } from './platform-api';
import { navigateInApp, remoteContainer } from './shell-page';

/** A new customer with $40.00 deposited from a saved card, through the account pages. */
export async function customerWithDeposit(page: Page) {
  const customer = await signUpCustomer();
  await page.goto('/login?returnTo=/my-account/cards-and-accounts');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Email address').fill(customer.email);
  await account.getByLabel('Password', { exact: true }).fill(customer.password);
  await account.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-account\/cards-and-accounts$/);
  await account.getByLabel('Card number').fill('4242 4242 4242 4242');
  await account.getByLabel('Month').selectOption({ index: 12 });
  await account.getByLabel('Year').selectOption({ index: 3 });
  await account.getByLabel('Security code').fill('123');
  await account.getByLabel('Name on card').fill('Casey Tester');
  await account.getByRole('button', { name: 'Add card' }).click();
  await expect(account.getByText('ending 4242 was added')).toBeVisible();
  await navigateInApp(page, '/my-account/deposit');
  await account.getByLabel('Amount').fill('40.00');
  await account.getByRole('button', { name: 'Deposit $40.00' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$40\.00/ })).toBeVisible();
}

export async function addBankAccount(page: Page, accountNumber: string) {
  const account = remoteContainer(page, 'account');
  await account.getByLabel('BSB', { exact: true }).fill('062-000');
  await account.getByLabel('Account number', { exact: true }).fill(accountNumber);
  await account.getByLabel('Name on the account').fill('Casey Tester');
  await account.getByRole('button', { name: 'Save account' }).click();
  await expect(account.getByLabel('Amount to withdraw')).toBeVisible();
}
