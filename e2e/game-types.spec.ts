import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

/** A seeded customer with $200.00 and no history (api/src/db/seed-data/customers.ts). */
const SAM = { email: 'sam.systems@drawfront.example', password: 'Password123' };

/** Presses Tab until `target` has focus, as a keyboard user moves through the page; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 400): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  const account = remoteContainer(page, 'account');
  await tabTo(page, account.getByLabel('Email address'));
  await page.keyboard.type(SAM.email);
  await tabTo(page, account.getByLabel('Password', { exact: true }));
  await page.keyboard.type(SAM.password);
  await tabTo(page, account.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
}

/** Quick picks the first entry (Space), adds it (Enter), checks out and pays (Enter), and opens my tickets: keys only. */
async function buyFirstEntryByKeyboard(page: Page, path: string, cartText: string, pay: string, name: string) {
  await page.goto(path);
  const catalogue = remoteContainer(page, 'catalogue');
  await tabTo(page, catalogue.getByRole('button', { name: 'Quick pick Entry 1' }));
  await page.keyboard.press('Space');
  await expect(catalogue.getByText('1 of 1 entries complete')).toBeVisible();
  await tabTo(page, catalogue.getByRole('button', { name: 'Add to cart' }));
  await page.keyboard.press('Enter');
  // The pre-cart drawer opens with focus inside it: on to the cart from there.
  await tabTo(page, page.getByRole('dialog', { name: 'Added to your cart' }).getByRole('link', { name: 'Go to cart' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/cart$/);
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText(cartText)).toBeVisible();
  await snapshot(page, `game-types-${name}-cart`);
  await tabTo(page, cart.getByRole('link', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await tabTo(page, remoteContainer(page, 'cart-checkout').getByRole('button', { name: pay }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]+$/);
  await tabTo(page, page.getByRole('link', { name: 'View my tickets' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets$/);
}

const BUILDERS = [
  { name: 'systems', path: '/saturday-super-draw/systems', heading: 'Saturday Super Draw: Systems' },
  { name: 'powerhit', path: '/thursday-starburst/powerhit', heading: 'Thursday Starburst: PowerHit' },
  { name: 'powerpik', path: '/thursday-starburst/powerpik', heading: 'Thursday Starburst: PowerPik' },
  { name: 'random', path: '/saturday-super-draw/random', heading: 'Saturday Super Draw: Random' },
  { name: 'boxed', path: '/lucky-strike', heading: 'Lucky Strike: Boxed' },
  { name: 'super-combos', path: '/saturday-super-draw/super-combos', heading: 'Saturday Super Draw: Super Combo' },
];

for (const builder of BUILDERS) {
  test(`the ${builder.name} builder has no axe violations, before and after a quick pick`, async ({ page }) => {
    await page.goto(builder.path);
    const catalogue = remoteContainer(page, 'catalogue');
    await expect(catalogue.getByRole('heading', { level: 1, name: builder.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    // The cookie banner (checked above with the page) would cover the grids in the screenshot.
    const essentialOnly = page.getByRole('button', { name: 'Only essential' });
    if (await essentialOnly.isVisible()) await essentialOnly.click();
    const quickPickAll = catalogue.getByRole('button', { name: 'Quick pick all' });
    if (await quickPickAll.count()) await quickPickAll.click();
    await expect(catalogue.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await snapshot(page, `game-types-builder-${builder.name}`);
  });
}

test('a System 8 and a PowerHit bought with the keyboard only, each seen in my account', async ({ page }) => {
  await signInByKeyboard(page);

  await buyFirstEntryByKeyboard(page, '/saturday-super-draw/systems', 'System 8', 'Pay $21.00 from wallet', 'system-8');
  const account = remoteContainer(page, 'account');
  await expect(account.getByText('System 8').first()).toBeVisible();
  await snapshot(page, 'game-types-system-8-tickets');

  await buyFirstEntryByKeyboard(page, '/thursday-starburst/powerhit', 'PowerHit', 'Pay $28.00 from wallet', 'powerhit');
  await expect(account.getByText('PowerHit').first()).toBeVisible();
  await expect(account.getByText('System 8').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$151\.00/ })).toBeVisible();
  await snapshot(page, 'game-types-powerhit-tickets');
});
