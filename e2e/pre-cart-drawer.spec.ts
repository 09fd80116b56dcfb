import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

test('adding a ticket by keyboard opens the pre-cart drawer; a recommended draw is added from it in one press; Escape hands focus back', async ({ page }) => {
  await page.goto('/saturday-super-draw');
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: 'Quick pick all' }).focus();
  await page.keyboard.press('Enter');
  const add = catalogue.getByRole('button', { name: 'Add to cart' });
  await add.focus();
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Saturday Super Draw');
  // Focus is inside the drawer, and Tab keeps it there.
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  const recommended = drawer.getByRole('button', { name: /^Add \d+ quick picks?, \$[\d.]+ for .+ draw \d+$/ });
  await expect(recommended.first()).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'You might also like' })).toBeVisible();
  const choice = (await recommended.first().textContent()) ?? '';
  const [, offerName, drawNo] = /for (.+) draw (\d+)$/.exec(choice.trim())!;
  await expectNoAxeViolations(page, 'the pre-cart drawer', '[role="dialog"]');
  await snapshot(page, 'pre-cart-drawer');
  await recommended.first().focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByRole('status')).toHaveText(`${offerName} draw ${drawNo} was added to your cart.`);
  await expect(page.getByRole('banner').getByRole('link', { name: /cart/i })).toContainText('2');

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Focus is back on "Add to cart", which the fresh builder blocks (aria-disabled, still focusable) with its reason.
  await expect(add).toBeFocused();
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(/Complete at least/);

  // The cart has both: the ticket and the recommended quick picks.
  await page.goto('/cart');
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByRole('heading', { name: 'Saturday Super Draw', level: 3 })).toBeVisible();
  await expect(cart.getByRole('heading', { name: offerName!, level: 3 })).toBeVisible();
});
