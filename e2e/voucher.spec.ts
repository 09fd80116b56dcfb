import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addToCartAndGoToCart } from './support/cart';
import { customerWithDeposit } from './support/money';
import { ops } from './support/ops-cli';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

test('a customer redeems a credit code and a discount code in the cart and pays the discounted total', async ({ page }) => {
  // A code of its own from the ops CLI (one use per customer, so reruns never share one).
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  expect(await ops('voucher', 'create', '--site', 'drawfront', '--type', 'voucher_fixed_discount', '--code', code, '--amount', '5', '--min-spend', '10')).toContain(`created voucher ${code}`);
  await customerWithDeposit(page);

  await page.goto('/saturday-super-draw');
  await remoteContainer(page, 'catalogue').getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
  const cart = remoteContainer(page, 'cart-checkout');
  const field = cart.getByRole('textbox', { name: 'Promotion code' });

  // A code that does not exist: the spec's promotion error, read out.
  await field.fill('NOPE-123');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('alert')).toHaveText('The code NOPE-123 is not valid. Check it and try again.');
  await expectNoAxeViolations(page, 'cart: promotion error');

  // The demo credit code pays $10.00 into the wallet at once.
  await field.fill('welcome10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('status').filter({ hasText: 'credit' })).toHaveText('$10.00 credit from code WELCOME10 was added to your wallet.');
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$50\.00/ })).toBeVisible();

  // The discount code: $5.00 off the $13.50 quick pick.
  await field.fill(code);
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText(`Code ${code}: $5.00 off`)).toBeVisible();
  await expect(cart.getByText(`Discount (${code})`)).toBeVisible();
  await expect(cart.getByText('−$5.00')).toBeVisible();
  await expect(cart.getByText('$8.50')).toBeVisible();
  await expectNoAxeViolations(page, 'cart: code applied');
  await snapshot(page, 'voucher-1-cart');

  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await remoteContainer(page, 'cart-checkout').getByRole('button', { name: 'Pay $8.50 from wallet' }).click();
  await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]+$/);
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$41\.50/ })).toBeVisible();
  await snapshot(page, 'voucher-2-receipt');
});
