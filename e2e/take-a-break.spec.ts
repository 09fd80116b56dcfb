import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addToCartAndGoToCart } from './support/cart';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

test('a customer takes a 7-day break by keyboard, from the spend-limits page, and the cart then refuses to check out', async ({ page }) => {
  const customer = await signUpCustomer();
  await page.goto('/login?returnTo=/my-account/spend-limits');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Email address').fill(customer.email);
  await account.getByLabel('Password', { exact: true }).fill(customer.password);
  await account.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/my-account\/spend-limits$/);

  await account.getByRole('link', { name: /Take a break or exclude yourself/ }).click();
  await expect(page).toHaveURL(/\/my-account\/take-a-break$/);
  await expect(account.getByRole('heading', { level: 1, name: 'Take a break' })).toBeVisible();
  await expectNoAxeViolations(page, 'take a break: choose');
  await snapshot(page, 'take-a-break-1-choose');

  // Keyboard only: focus the 24-hour choice, arrow to 7 days, Enter submits the form.
  await account.getByRole('radio', { name: '24 hours' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(account.getByRole('radio', { name: '7 days' })).toBeChecked();
  await page.keyboard.press('Enter');
  const confirm = account.getByRole('button', { name: 'Confirm break' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'take a break: confirm');
  await snapshot(page, 'take-a-break-2-confirm');
  await confirm.focus();
  await page.keyboard.press('Enter');
  const notice = account.getByText(/^You're taking a break from play until .+\. You can still see your tickets, collect prizes and withdraw\.$/);
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, 'take a break: in force');
  await snapshot(page, 'take-a-break-3-in-force');

  // Building a ticket still works; buying it does not.
  await page.goto('/saturday-super-draw');
  await remoteContainer(page, 'catalogue').getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText(/^You're taking a break from play until .+\. You can still see your tickets, collect prizes and withdraw\.$/)).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await snapshot(page, 'take-a-break-4-cart');
  await cart.getByRole('link', { name: 'See my break' }).click();
  await expect(page).toHaveURL(/\/my-account\/take-a-break$/);
  await expect(notice).toBeVisible();
});
