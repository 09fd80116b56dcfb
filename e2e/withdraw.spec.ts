import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addBankAccount, customerWithDeposit } from './support/money';
import { ops } from './support/ops-cli';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';

test('deposit → add a bank account → withdraw → the payout job pays it → summary and details', async ({ page }) => {
  await customerWithDeposit(page);
  await navigateInApp(page, '/my-account/withdraw');
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  await expect(account.getByText('$40.00').first()).toBeVisible();
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'withdraw-1-no-account');

  // The form checks the BSB before anything is sent.
  await account.getByLabel('BSB', { exact: true }).fill('06200');
  await account.getByLabel('Account number', { exact: true }).fill('12345678');
  await account.getByLabel('Name on the account').fill('Casey Tester');
  await account.getByRole('button', { name: 'Save account' }).click();
  await expect(account.getByText('Please enter a 6 digit BSB, e.g. 062-000.')).toBeVisible();
  await addBankAccount(page, '12345678');

  await account.getByLabel('Amount to withdraw').fill('45');
  await account.getByRole('button', { name: /^Withdraw/ }).click();
  await expect(account.getByText('Please enter an amount equal to or less than $40.00.')).toBeVisible();
  await account.getByLabel('Amount to withdraw').fill('12.50');
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'withdraw-2-form');
  await account.getByRole('button', { name: 'Withdraw $12.50' }).click();

  await expect(page).toHaveURL(/\/my-account\/withdraw\/summary\/[0-9a-f-]{36}$/);
  await expect(account.getByRole('heading', { level: 1, name: 'Withdrawal requested' })).toBeVisible();
  // The platform's own minute job may pay it before the ops command below does: either is this withdrawal's way out.
  await expect(account.getByTestId('withdrawal-status')).toHaveText(/^(Requested: waiting to be sent|Being sent to your bank|Paid)$/);
  // Held at once: the balance shown has already dropped.
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$27\.50/ })).toBeVisible();
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'withdraw-3-summary');

  expect(await ops('pay-withdrawals')).toMatch(/^withdrawals: \d+ paid, \d+ failed, 0 left for a later run/);
  await account.getByRole('link', { name: 'View withdrawal details' }).click();
  await expect(page).toHaveURL(/\/my-account\/withdraw\/details\/[0-9a-f-]{36}$/);
  await expect(account.getByTestId('withdrawal-status')).toHaveText('Paid');
  await expect(account.getByRole('button', { name: 'Cancel this withdrawal' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'withdraw-4-details-paid');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$27\.50/ })).toBeVisible();
});

test('a payout to a closed account comes back to the balance with the bank’s reason', async ({ page }) => {
  await customerWithDeposit(page);
  await navigateInApp(page, '/my-account/withdraw');
  const account = remoteContainer(page, 'account');
  await addBankAccount(page, '99999999');
  await account.getByLabel('Amount to withdraw').fill('10');
  await account.getByRole('button', { name: 'Withdraw $10.00' }).click();
  await expect(account.getByRole('heading', { level: 1, name: 'Withdrawal requested' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$30\.00/ })).toBeVisible();

  expect(await ops('pay-withdrawals')).toMatch(/^withdrawals: \d+ paid, \d+ failed, 0 left for a later run/);
  await account.getByRole('link', { name: 'View withdrawal details' }).click();
  await expect(account.getByRole('alert')).toContainText('The receiving bank says this account is closed.');
  await expect(account.getByTestId('withdrawal-status')).toHaveText('Returned to your balance');
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$40\.00/ })).toBeVisible();
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'withdraw-5-details-returned');
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$40\.00/ })).toBeVisible();
});

test('a saved bank account is removed after a confirmation', async ({ page }) => {
  await customerWithDeposit(page, '20.00');
  await navigateInApp(page, '/my-account/withdraw');
  const account = remoteContainer(page, 'account');
  await addBankAccount(page, '12345678');
  const remove = account.getByRole('button', { name: 'Remove Bank account 062-000 •••678' });
  await remove.click();
  const question = account.getByRole('group', { name: 'Remove Bank account 062-000 •••678' });
  await expect(question.getByText('Remove Bank account 062-000 •••678? You can add it again later.')).toBeVisible();
  await expect(question.getByRole('button', { name: 'Yes, remove it' })).toBeFocused();
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'withdraw-5-remove-account');
  await question.getByRole('button', { name: 'Yes, remove it' }).click();
  await expect(account.getByText('Add a bank account or PayID to withdraw to.')).toBeVisible();
  await page.reload();
  await expect(account.getByText('Add a bank account or PayID to withdraw to.')).toBeVisible();
});
