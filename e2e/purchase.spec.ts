import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { addToCartAndGoToCart } from './support/cart';
import { fillSignIn } from './support/sign-in';

/** Seeded demo customers (api/README.md). */
const DEMO = { email: 'demo@drawfront.example', password: 'Password123' };
const LIMITED = { email: 'limited@drawfront.example', password: 'Password123' };

const signIn = fillSignIn;

async function quickPickAndAdd(page: Page, offerPath: string) {
  await page.goto(offerPath);
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: 'Quick pick all' }).click();
  await snapshot(page, `play${offerPath.replace(/\//g, '-')}`);
  await addToCartAndGoToCart(page);
}

/** The header's balance in cents, read from the account button's name ("Account, balance $36.50"). */
async function headerBalance(page: Page): Promise<number> {
  const name = (await page.getByRole('banner').getByRole('button', { name: /balance \$/ }).getAttribute('aria-label')) ?? '';
  const match = /\$([\d,]+)\.(\d\d)/.exec(name);
  if (!match) throw new Error(`no balance in "${name}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

test('a visitor builds a quick-pick ticket, signs in at /checkout/login, pays from the wallet and sees receipt, tickets and transactions', async ({ page }) => {
  await quickPickAndAdd(page, '/saturday-super-draw');
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText('Saturday Super Draw').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /cart, 1 item/i })).toBeVisible();
  await snapshot(page, 'purchase-1-cart');

  await cart.getByRole('link', { name: 'Checkout' }).click();
  // Signing in happens inside checkout (its layout, step 1 of the checkout steps), then straight back to payment.
  await expect(page).toHaveURL(/\/checkout\/login\?returnTo=(%2F|\/)cart(%2F|\/)buy$/);
  await expect(remoteContainer(page, 'account').getByRole('heading', { level: 1, name: 'Sign in to check out' })).toBeVisible();
  await expectNoAxeViolations(page, 'checkout sign-in');
  await snapshot(page, 'purchase-1b-checkout-login');
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/cart\/buy$/);
  // 18 quick-pick games × $0.75 for one draw, from the server's price table.
  const pay = remoteContainer(page, 'cart-checkout').getByRole('button', { name: 'Pay $13.50 from wallet' });
  await expect(pay).toBeVisible();
  await snapshot(page, 'purchase-2-checkout');
  // The wallet as it stands now: the demo's $50.00, plus whatever the running jobs paid meanwhile (a giveaway prize).
  const before = await headerBalance(page);
  await pay.click();

  await expect(page).toHaveURL(/\/receipt\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - 1350);
  await snapshot(page, 'purchase-3-receipt');

  await page.getByRole('link', { name: 'View my tickets' }).click();
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets$/);
  await expect(remoteContainer(page, 'account').getByText('Saturday Super Draw').first()).toBeVisible();
  await snapshot(page, 'purchase-4-tickets');

  await navigateInApp(page, '/my-account/transactions');
  const transactions = remoteContainer(page, 'account').getByRole('table');
  await expect(transactions.getByText(/−\$13\.50/)).toBeVisible();
  // The demo's seeded history: a welcome deposit tops the wallet back up to $50.00 after its past draws and their prize.
  await expect(transactions.getByRole('row', { name: /Welcome deposit \(demo\).*Credit \+\$[\d.]+ \$50\.00/ })).toBeVisible();
  await expect(transactions.getByRole('row', { name: /Saturday Super Draw draw \d+ prize.*Credit \+\$/ }).first()).toBeVisible();
  // The purchase is quoted by its short reference, and no movement shows an internal id.
  await expect(transactions.getByText(/^Ref\. DF-[0-9A-Z]{4}-[0-9A-Z]{4}$/).first()).toBeVisible();
  await expect(transactions).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
  await expectNoAxeViolations(page, 'transactions');
  await snapshot(page, 'purchase-5-transactions');
});

test('a customer over their pre-commitment limit sees the blocked reason and is not charged', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, LIMITED);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$100\.00/ })).toBeVisible();

  // 18 games × $1.40 = $25.20, over the $20.00 weekly limit.
  await quickPickAndAdd(page, '/thursday-starburst');
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByRole('alert').filter({ hasText: /pre-commitment/i })).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await snapshot(page, 'purchase-blocked');
  await expect(page.getByRole('banner').getByRole('button', { name: /balance \$100\.00/ })).toBeVisible();
});
