import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';
import { addToCartAndGoToCart } from './support/cart';
import { fillSignIn } from './support/sign-in';

/** A seeded customer only this journey spends from (api/src/db/seed-data/customers.ts): $100.00 in the wallet. */
const SAM = { email: 'sam.shares@drawfront.example', password: 'Password123' };

/** Presses Tab until `target` has the focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('the en-GB sub-variant shows pound prices: lists, play page and prize pools', async ({ page }) => {
  await page.goto('/lotto-tickets?sv=GB');
  const catalogue = remoteContainer(page, 'catalogue');
  await expect(catalogue.getByRole('heading', { level: 1, name: 'Lotto tickets' })).toBeVisible();
  await expect(catalogue.getByText(/£[\d.,]+/).first()).toBeVisible();
  await expect(catalogue.getByText(/A\$/)).toHaveCount(0);
  await snapshot(page, 'products-gb-lotto-tickets');

  await page.goto('/saturday-super-draw-uk?sv=GB');
  // No game complete yet: the price "from" the minimum 4 games at the GB list's 45p a game.
  await expect(catalogue.getByText('£1.80')).toBeVisible();
  await expect(catalogue.getByText(/£15\.6 Million/)).toBeVisible();
  await expect(catalogue.getByText(/A\$/)).toHaveCount(0);
  await snapshot(page, 'products-gb-play');

  await page.goto('/syndicates?sv=GB');
  await expect(catalogue.getByText('£13.50')).toBeVisible();
});

test('a customer who signed up on the en-GB site buys at the pound prices from their pound wallet', async ({ page }) => {
  await page.goto('/saturday-super-draw-uk?sv=GB');
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
  const cart = remoteContainer(page, 'cart-checkout');
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await fillSignIn(page, { email: 'pat.pounds@drawfront.example', password: 'Password123' });
  await expect(page).toHaveURL(/\/cart\/buy(\?|$)/);
  // 18 quick-pick games at the GB list's 45p, from the seeded £30.00 pound wallet.
  const pay = cart.getByRole('button', { name: 'Pay £8.10 from wallet' });
  await expect(pay).toBeVisible();
  await expect(page.getByText(/A\$/)).toHaveCount(0);
  await snapshot(page, 'products-gb-checkout');
  await pay.click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance £21\.90/ })).toBeVisible();
  await expect(remoteContainer(page, 'cart-checkout').getByText('£8.10').first()).toBeVisible();
  await expect(page.getByText(/A\$/)).toHaveCount(0);
  await snapshot(page, 'products-gb-receipt');
});

test('the product lists show what the site sells, in the spec order, with no accessibility violations', async ({ page }) => {
  await page.goto('/lotto-tickets');
  const catalogue = remoteContainer(page, 'catalogue');
  const cards = catalogue.getByRole('heading', { level: 2 });
  await expect(cards.first()).toBeVisible();
  await expect(cards.nth(2)).toHaveText('Syndicates');
  await expectNoAxeViolations(page);
  await snapshot(page, 'products-lotto-tickets');

  for (const [path, heading, name] of [
    ['/charity-tickets', 'Charity raffles', 'charity-tickets'],
    ['/syndicates', 'Syndicates', 'syndicates'],
    ['/social-play', 'Play together', 'social-play'],
  ] as const) {
    await page.goto(path);
    await expect(catalogue.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(catalogue.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await snapshot(page, `products-${name}`);
  }
});

test('a syndicate share bought with the keyboard only shows in my account with its tickets', async ({ page }) => {
  await page.goto('/login');
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Email address').fill(SAM.email);
  await account.getByLabel('Password', { exact: true }).fill(SAM.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/syndicates');
  const catalogue = remoteContainer(page, 'catalogue');
  const buy = catalogue.getByRole('link', { name: 'Buy shares Saturday Super Draw Syndicate' });
  await expect(buy).toBeVisible();
  await tabTo(page, buy);
  await page.keyboard.press('Enter');

  await expect(catalogue.getByRole('heading', { level: 1, name: 'Saturday Super Draw Syndicate' })).toBeVisible();
  await expect(catalogue.getByRole('group', { name: 'Number of shares' })).toBeVisible();
  await expect(catalogue.getByText('$25.00 a share')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'products-syndicate-builder');
  const add = catalogue.getByRole('button', { name: 'Add to cart' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  // The pre-cart drawer opens with focus inside it: on to the cart from there.
  await tabTo(page, page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'Go to cart' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/cart$/);
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText('Saturday Super Draw Syndicate').first()).toBeVisible();
  await expect(cart.getByText('1 × $25.00')).toBeVisible();
  await snapshot(page, 'products-syndicate-cart');
  const checkout = cart.getByRole('link', { name: 'Checkout' });
  await tabTo(page, checkout);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/cart\/buy$/);
  const pay = remoteContainer(page, 'cart-checkout').getByRole('button', { name: 'Pay $25.00 from wallet' });
  await expect(pay).toBeVisible();
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]+$/);
  const myTickets = page.getByRole('link', { name: 'View my tickets' });
  await tabTo(page, myTickets);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets$/);
  const share = account.getByRole('link', { name: /^Saturday Super Draw Syndicate, draw \d+: 1 share$/ });
  await expect(share).toBeVisible();
  await tabTo(page, share);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my-account\/syndicate-tickets\/share\/[0-9a-f-]+$/);
  await expect(account.getByRole('heading', { level: 2, name: 'Saturday Super Draw Syndicate' })).toBeVisible();
  await expect(account.getByText('1 of 50')).toBeVisible();
  await expect(account.getByRole('heading', { name: "The syndicate's tickets (100)" })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'products-syndicate-share');
});

test('raffle draw, cause and terms pages have what they promise and no accessibility violations', async ({ page }) => {
  const catalogue = remoteContainer(page, 'catalogue');
  // Draw 433 of the seeded Dream Home Raffle is a pre-order draw.
  await page.goto('/dream-home-raffle/draw/433');
  await expect(catalogue.getByRole('heading', { level: 1, name: 'Draw 433: Lakeside cottage' })).toBeVisible();
  await expect(catalogue.getByRole('link', { name: 'Pre-order tickets' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'products-raffle-draw');

  await page.goto('/dream-home-raffle/buy?free-postal-entry');
  await expect(catalogue.getByRole('heading', { level: 1, name: 'Enter Dream Home Raffle free by post' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/causes');
  await expect(catalogue.getByRole('heading', { level: 1, name: 'Our causes' })).toBeVisible();
  await catalogue.getByRole('link', { name: 'Kids Hospital Fund' }).click();
  await expect(catalogue.getByRole('heading', { level: 1, name: 'Kids Hospital Fund' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'products-cause');

  await page.goto('/dream-home-raffle/terms-and-conditions/432');
  await expect(catalogue.getByRole('heading', { level: 2, name: 'Prize' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'products-draw-terms');
});
