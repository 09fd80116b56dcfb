import { expect, test } from '@playwright/test';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';
import { addToCartAndGoToCart } from './support/cart';

/**
 * The whole first money path as a new visitor lives it: quick pick → cart → sign up at checkout → add a
 * 3-D Secure card from checkout → top up and pay in one step → the bank's check → receipt → tickets.
 */
test('a new visitor signs up at checkout, adds a card, tops up through 3-D Secure and buys the ticket in one step', async ({ page }) => {
  await page.goto('/saturday-super-draw');
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
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
  // Top up and pay: no saved card yet, so add one and come straight back to checkout.
  await checkout.getByRole('link', { name: 'Add a card' }).click();
  await expect(page).toHaveURL(/\/my-account\/cards-and-accounts\?returnTo=/);
  await account.getByLabel('Card number').fill('4000 0000 0000 3220');
  await account.getByLabel('Month').selectOption({ index: 12 });
  await account.getByLabel('Year').selectOption({ index: 3 });
  await account.getByLabel('Security code').fill('123');
  await account.getByLabel('Name on card').fill('Casey Newcomer');
  await snapshot(page, 'journey-3-add-card');
  await account.getByRole('button', { name: 'Add card' }).click();

  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(checkout.getByRole('radio', { name: /ending 3220/ })).toBeChecked();
  await expect(checkout.getByLabel('Amount to add')).toHaveValue('13.50');
  await checkout.getByLabel('Amount to add').fill('20.00');
  const csc = checkout.getByLabel('Security code');
  if (await csc.count()) await csc.fill('123');
  await snapshot(page, 'journey-4-top-up-and-pay');
  await checkout.getByRole('button', { name: 'Add $20.00 and pay' }).click();

  // The bank's check, then straight on to the receipt: the deposit bought the order on the way back.
  await expect(page).toHaveURL(/\/my-account\/deposit\/authorisation\//);
  await account.getByRole('button', { name: "Continue to your bank's check" }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure check' })).toBeVisible();
  await expect(page.getByText('$20.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/receipt\//);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$6\.50/ })).toBeVisible();
  await snapshot(page, 'journey-5-receipt');
  await page.getByRole('link', { name: 'View my tickets' }).click();
  await expect(remoteContainer(page, 'account').getByText('Saturday Super Draw').first()).toBeVisible();
});
