import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { signInAt } from './support/sign-in';

test('a daily deposit limit set on its page refuses the deposit that would break it, saying what is left', async ({ page }) => {
  const customer = await signUpCustomer();
  await signInAt(page, customer, '/my-account/deposit-limits');
  const account = remoteContainer(page, 'account');

  const daily = account.getByRole('region', { name: 'Daily deposit limit' });
  await daily.getByLabel('Daily deposit limit').fill('25');
  await daily.getByRole('button', { name: 'Set daily deposit limit' }).click();
  await expect(daily.getByText('Your daily limit is now $25.00.')).toBeVisible();
  await expect(daily.getByRole('meter', { name: '$0.00 of $25.00 deposited today' })).toBeVisible();
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'deposit-limits-1-set');

  await navigateInApp(page, '/my-account/cards-and-accounts');
  await account.getByLabel('Card number').fill('4242 4242 4242 4242');
  await account.getByLabel('Month').selectOption({ index: 12 });
  await account.getByLabel('Year').selectOption({ index: 3 });
  await account.getByLabel('Security code').fill('123');
  await account.getByLabel('Name on card').fill('Casey Tester');
  await account.getByRole('button', { name: 'Add card' }).click();
  await expect(account.getByText('ending 4242 was added')).toBeVisible();
  await navigateInApp(page, '/my-account/deposit');
  await account.getByLabel('Amount', { exact: true }).fill('30.00');
  await account.getByRole('button', { name: 'Deposit $30.00' }).click();
  await expect(account.getByRole('alert')).toContainText('This deposit would take you over your daily deposit limit of $25.00 by $5.00. You can deposit $25.00 more today.');
  await snapshot(page, 'deposit-limits-2-refused');
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$0\.00/ })).toBeVisible();
});
