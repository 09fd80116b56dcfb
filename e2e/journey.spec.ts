import { expect, test } from '@playwright/test';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

/**
 * The whole first money path as a new visitor lives it: quick pick → cart → sign up at checkout →
 * add a 3-D Secure card and pass the challenge → pay from the wallet → receipt → tickets.
 */
test('a new visitor signs up at checkout, funds the wallet through 3-D Secure and buys the ticket', async ({ page }) => {
  await page.goto('/saturday-super-draw');
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: 'Quick pick all' }).click();
  await catalogue.getByRole('button', { name: 'Add to cart' }).click();
  await remoteContainer(page, 'cart-checkout').getByRole('link', { name: 'Checkout' }).click();

  const account = remoteContainer(page, 'account');
  await account.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=/);
  await account.getByLabel('First name').fill('Casey');
  await account.getByLabel('Last name').fill('Newcomer');
  await account.getByLabel('Email address').fill(`journey-${Date.now()}@drawfront.example`);
  await account.getByLabel('Password', { exact: true }).fill('Password123');
  await account.getByLabel('Day').fill('17');
  await account.getByLabel('Month').fill('5');
  await account.getByLabel('Year').fill('1990');
  await account.getByLabel('State or territory').selectOption('VIC');
  await account.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await snapshot(page, 'journey-1-signup');
  await account.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/cart\/buy$/);
  const checkout = remoteContainer(page, 'cart-checkout');
  await expect(checkout.getByText(/you need \$13\.50 more/)).toBeVisible();
  await snapshot(page, 'journey-2-short');
  await checkout.getByRole('link', { name: 'Add funds' }).click();

  await expect(page).toHaveURL(/\/my-account\/deposit\?amount=13\.50/);
  await account.getByRole('link', { name: 'Add a card' }).click();
  await account.getByLabel('Card number').fill('4000 0000 0000 3220');
  await account.getByLabel('Month').selectOption({ index: 12 });
  await account.getByLabel('Year').selectOption({ index: 3 });
  await account.getByLabel('Security code').fill('123');
  await account.getByLabel('Name on card').fill('Casey Newcomer');
  await account.getByRole('button', { name: 'Add card' }).click();
  await expect(account.getByText('ending 3220 was added')).toBeVisible();

  await page.goBack(); // back to the deposit page the checkout sent them to
  await expect(page).toHaveURL(/\/my-account\/deposit\?amount=13\.50/);
  await account.getByLabel('Amount').fill('20.00');
  await account.getByRole('radio', { name: /3220/ }).check();
  await account.getByRole('button', { name: 'Deposit $20.00' }).click();

  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await remoteContainer(page, 'account').getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/cart\/buy$/);
  await remoteContainer(page, 'cart-checkout').getByRole('button', { name: 'Pay $13.50 from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$6\.50/ })).toBeVisible();
  await snapshot(page, 'journey-3-receipt');
  await page.getByRole('link', { name: 'View my tickets' }).click();
  await expect(remoteContainer(page, 'account').getByText('Saturday Super Draw').first()).toBeVisible();
});
