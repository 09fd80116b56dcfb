import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';
import { addToCartAndGoToCart } from './support/cart';
import { signInAt } from './support/sign-in';

/** A seeded regular (api/src/db/seed-data/customers.ts) with money in the wallet. */
const ROBIN = { email: 'robin.regular@drawfront.example', password: 'Password123' };
const OFFER = 'thursday-starburst';

async function signIn(page: Page) {
  await signInAt(page, ROBIN);
}

test('a customer prints their upcoming tickets: every ticket in its own block, nothing of the site around them', async ({ page }) => {
  await signIn(page);
  // Buy one quick-pick ticket so there is something upcoming, whatever the seed left.
  await page.goto(`/${OFFER}`);
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: /quick pick/i }).first().click();
  await addToCartAndGoToCart(page);
  await remoteContainer(page, 'cart-checkout').getByRole('link', { name: 'Checkout' }).click();
  await remoteContainer(page, 'cart-checkout').getByRole('button', { name: /^Pay .* from wallet$/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();

  await page.goto('/my-account/upcoming-tickets');
  const account = remoteContainer(page, 'account');
  await account.getByRole('link', { name: 'Print your tickets' }).click();
  await expect(page).toHaveURL(/\/my-account\/print-tickets$/);
  await expect(account.getByRole('heading', { name: 'Print your tickets', level: 1 })).toBeVisible();
  const blocks = account.getByRole('article');
  await expect(blocks.first()).toBeVisible();
  const count = await blocks.count();
  // Each block names its purchase by the short reference the receipt shows.
  await expect(account.getByText(/Ticket number: DF-[0-9A-Z]{4}-[0-9A-Z]{4}/)).toHaveCount(count);
  await expectNoAxeViolations(page);
  await snapshot(page, 'print-tickets-screen');

  // As printed: the tickets are visible, the header, footer and the page's own controls are not.
  await page.emulateMedia({ media: 'print' });
  await expect(blocks).toHaveCount(count);
  for (let i = 0; i < count; i++) await expect(blocks.nth(i)).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(account.getByRole('button', { name: 'Print tickets' })).toBeHidden();
  await snapshot(page, 'print-tickets-print');

  // "Save as PDF" from the print dialog is Chromium's PDF of the print layout: an A4 sheet holds at least
  // four tickets and nothing else takes room, so no blank sheets follow the last ticket.
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(sheets.length).toBeGreaterThanOrEqual(1);
  expect(sheets.length).toBeLessThanOrEqual(Math.ceil(count / 4));
});
