import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addBankAccount, customerWithDeposit } from './support/money';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';

test('transactions filtered by type and month, exported as CSV; the month’s statement and its PDF', async ({ page }) => {
  await customerWithDeposit(page);
  await navigateInApp(page, '/my-account/withdraw');
  const account = remoteContainer(page, 'account');
  await addBankAccount(page, '12345678');
  await account.getByLabel('Amount to withdraw').fill('12.50');
  await account.getByRole('button', { name: 'Withdraw $12.50' }).click();
  await expect(account.getByRole('heading', { level: 1, name: 'Withdrawal requested' })).toBeVisible();

  await account.getByRole('link', { name: 'Your transactions' }).click();
  await expect(account.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(account.getByRole('row')).toHaveCount(3);
  await account.getByLabel('Type').selectOption('withdrawal');
  await expect(page).toHaveURL(/\/my-account\/transactions\?kind=withdrawal$/);
  await expect(account.getByRole('row')).toHaveCount(2);
  // The platform's own minute job may pay it meanwhile: the line then says so.
  await expect(account.getByRole('rowheader', { name: /^Withdrawal (requested|paid)/ })).toBeVisible();
  const thisMonth = await account.getByLabel('Month').locator('option').nth(1).getAttribute('value');
  await account.getByLabel('Month').selectOption(thisMonth!);
  await expect(page).toHaveURL(new RegExp(`kind=withdrawal&month=${thisMonth}$`));
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'statements-1-transactions-filtered');

  const [csv] = await Promise.all([page.waitForEvent('download'), account.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe(`transactions-withdrawal-${thisMonth}.csv`);
  const lines = readFileSync((await csv.path())!, 'utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Type,Description,Amount,Balance after,Currency,Reference');
  const [line, ...others] = lines.slice(1).map((row) => row.split(',').slice(1, 5));
  expect(others).toEqual([]);
  expect(line).toEqual(['Withdrawal', expect.stringMatching(/^Withdrawal (requested|paid)$/), '-12.50', '27.50']);

  await account.getByRole('link', { name: 'Statement for this month' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/statements/${thisMonth}$`));
  const table = account.getByRole('table', { name: 'Money in and out of your wallet' });
  await expect(table.getByRole('row', { name: /Deposits/ })).toContainText('$40.00');
  await expect(table.getByRole('row', { name: /Withdrawals/ })).toContainText(/[-−]\$12\.50/);
  await expect(table.getByRole('row', { name: /Closing balance/ })).toContainText('$27.50');
  await expectNoAxeViolations(page, 'account');
  await snapshot(page, 'statements-2-statement');
  const [pdf] = await Promise.all([page.waitForEvent('download'), account.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`statement-${thisMonth}.pdf`);
  expect(readFileSync((await pdf.path())!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
