import { expect, type Page } from '@playwright/test';
import { remoteContainer } from './shell-page';

/**
 * Adds the play page's ticket and goes to the cart. On a site with pre-cart recommended draws (drawfront)
 * the add opens the pre-cart drawer, and its "Go to cart" leads on; elsewhere the add goes straight there.
 */
export async function addToCartAndGoToCart(page: Page): Promise<void> {
  await remoteContainer(page, 'catalogue').getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer.or(page.locator('[data-remote="cart-checkout"]'))).toBeVisible();
  if (await drawer.isVisible()) await drawer.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/cart(\?.*)?$/);
}
