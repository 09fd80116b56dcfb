import { expect, test } from '@playwright/test';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { signInAt } from './support/sign-in';
import { addToCartAndGoToCart } from './support/cart';

/**
 * Responsible gambling limits as a customer sets them: a daily spend limit applies at once and blocks a
 * cart over it; raising it waits out the cooling-off period. Each run signs up a new customer.
 */
test('a customer sets a daily spend limit, a cart over it is blocked, and a higher limit waits 7 days', async ({ page }) => {
  const customer = await signUpCustomer();
  await signInAt(page, customer, '/my-account/spend-limits');
  const account = remoteContainer(page, 'account');

  const daily = account.getByRole('region', { name: 'Daily limit' });
  await daily.getByLabel('Daily limit').fill('5');
  await daily.getByRole('button', { name: 'Set daily limit' }).click();
  await expect(daily.getByText('Your daily limit is now $5.00.')).toBeVisible();
  await expect(daily.getByRole('meter', { name: '$0.00 of $5.00 spent today' })).toBeVisible();
  await snapshot(page, 'limits-1-daily-set');

  // 18 quick-picked games of Saturday Super Draw cost $13.50: over $5.00 a day.
  await page.goto('/saturday-super-draw');
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText('This purchase would take you over your daily spend limit of $5.00 by $8.50. You have $5.00 left to spend today.')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await snapshot(page, 'limits-2-cart-blocked');

  await cart.getByRole('link', { name: 'Review my spend limits' }).click();
  await expect(page).toHaveURL(/\/my-account\/spend-limits$/);
  await daily.getByLabel('Daily limit').fill('50.00');
  await daily.getByRole('button', { name: 'Change daily limit' }).click();
  await expect(daily.getByText(/^Your new daily limit of \$50\.00 applies from /)).toBeVisible();
  await expect(daily.getByText(/^Your new limit of \$50\.00 applies from /)).toBeVisible();
  await expect(daily.getByRole('meter', { name: '$0.00 of $5.00 spent today' })).toBeVisible();
  await snapshot(page, 'limits-3-raise-pending');

  // My account leads to every account page, the limits among them.
  await navigateInApp(page, '/my-account');
  await expect(account.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await snapshot(page, 'limits-4-my-account');
  await account.getByRole('link', { name: 'Pre-commitment limit' }).click();
  await expect(account.getByRole('heading', { level: 1, name: 'Pre-commitment limit' })).toBeVisible();
  await snapshot(page, 'limits-5-precommitment');
});
