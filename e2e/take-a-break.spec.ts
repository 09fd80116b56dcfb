import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addToCartAndGoToCart } from './support/cart';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { signInAt } from './support/sign-in';
import { navigateInApp, remoteContainer } from './support/shell-page';

const BREAK_NOTICE = /^You're taking a break from play until .+\. You can still see your tickets, collect prizes and withdraw\.$/;

test('a customer takes a 7-day break by keyboard, and the buy buttons on home, a play page, lotto party and Daily Winners become the notice, and the cart refuses to check out', async ({ page }) => {
  const customer = await signUpCustomer();
  await signInAt(page, customer, '/saturday-super-draw');
  const account = remoteContainer(page, 'account');

  // A ticket in the cart before the break: the break must stop it being paid for.
  await remoteContainer(page, 'catalogue').getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
  await navigateInApp(page, '/my-account/spend-limits');

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
  const notice = account.getByText(BREAK_NOTICE);
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page, 'take a break: in force');
  await snapshot(page, 'take-a-break-3-in-force');

  // Without a reload: the page told the shell, which re-read the customer every remote's buy buttons follow.
  await navigateInApp(page, '/');
  const catalogue = remoteContainer(page, 'catalogue');
  await expect(catalogue.getByText(BREAK_NOTICE)).toBeVisible();
  await expect(catalogue.getByRole('note')).toHaveCount(1);
  await expect(catalogue.getByRole('link', { name: /^Play now/ })).toHaveCount(0);
  await expect(catalogue.getByRole('link', { name: /^See the draw/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'home during a break');
  await snapshot(page, 'take-a-break-4-home');

  await navigateInApp(page, '/saturday-super-draw');
  await expect(catalogue.getByText(BREAK_NOTICE)).toBeVisible();
  await expect(catalogue.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await snapshot(page, 'take-a-break-5-play-page');

  /** On `path`, the remote shows the break notice (`notices` times) where its way in (`role` named `name`) would be, axe-clean. */
  const noticeInPlaceOf = async (path: string, remote: string, role: 'link' | 'button', name: string, shot: string, notices = 1) => {
    await navigateInApp(page, path);
    const container = remoteContainer(page, remote);
    await expect(container.getByText(BREAK_NOTICE).first()).toBeVisible();
    await expect(container.getByText(BREAK_NOTICE)).toHaveCount(notices);
    await expect(container.getByRole(role, { name })).toHaveCount(0);
    await expectNoAxeViolations(page, `${remote} during a break`);
    await snapshot(page, shot);
  };
  await noticeInPlaceOf('/lotto-party', 'lotto-party', 'link', 'Create a group', 'take-a-break-6-lotto-party');
  // Daily Winners has prizes too: the notice stands where "Join for free" would.
  await noticeInPlaceOf('/daily-winners', 'membership', 'button', 'Join for free', 'take-a-break-7-daily-winners');
  // The tiers page: one notice on each tier, in place of "Join for free" and of "Go premium".
  await noticeInPlaceOf('/daily-winners/membership-tiers', 'membership', 'button', 'Join for free', 'take-a-break-7-daily-winners-tiers', 2);

  // A reload reads the break from GET /customer; the cart's ticket cannot be paid for.
  await page.goto('/cart');
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText(BREAK_NOTICE)).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await snapshot(page, 'take-a-break-8-cart');
  await cart.getByRole('link', { name: 'See my break' }).click();
  await expect(page).toHaveURL(/\/my-account\/take-a-break$/);
  await expect(notice).toBeVisible();
});
