import { expect, type Page } from '@playwright/test';
import { signUpCustomer } from './platform-api';
import { navigateInApp, remoteContainer } from './shell-page';
import { signInAt } from './sign-in';

/** Saves a test card on /my-account/cards-and-accounts (the page must be showing); 4242… is frictionless. */
export async function addTestCard(page: Page, { number = '4242 4242 4242 4242', name = 'Casey Tester' }: { number?: string; name?: string } = {}): Promise<void> {
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Card number').fill(number);
  await account.getByLabel('Month').selectOption({ index: 12 });
  await account.getByLabel('Year').selectOption({ index: 3 });
  await account.getByLabel('Security code').fill('123');
  await account.getByLabel('Name on card').fill(name);
  await account.getByRole('button', { name: 'Add card' }).click();
  await expect(account.getByText(`ending ${number.replace(/\s/g, '').slice(-4)} was added`)).toBeVisible();
}

/** Deposits `amount` (e.g. "20.00") from the saved 4242 card and waits for the header's balance to show `balance`. */
export async function depositFromTestCard(page: Page, amount: string, balance = amount): Promise<void> {
  const account = remoteContainer(page, 'account');
  await navigateInApp(page, '/my-account/deposit');
  await account.getByLabel('Amount', { exact: true }).fill(amount);
  await account.getByRole('radio', { name: /4242/ }).check();
  await account.getByRole('button', { name: `Deposit $${amount}` }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`balance \\$${balance.replace('.', '\\.')}`) })).toBeVisible();
}

/** A new signed-in customer with `amount` deposited from a saved test card, through the account pages. */
export async function customerWithDeposit(page: Page, amount = '40.00') {
  const customer = await signUpCustomer();
  await signInAt(page, customer, '/my-account/cards-and-accounts');
  await addTestCard(page);
  await depositFromTestCard(page, amount);
  return customer;
}

export async function addBankAccount(page: Page, accountNumber: string) {
  const account = remoteContainer(page, 'account');
  await account.getByLabel('BSB', { exact: true }).fill('062-000');
  await account.getByLabel('Account number', { exact: true }).fill(accountNumber);
  await account.getByLabel('Name on the account').fill('Casey Tester');
  await account.getByRole('button', { name: 'Save account' }).click();
  await expect(account.getByLabel('Amount to withdraw')).toBeVisible();
}
