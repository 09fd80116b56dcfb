import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addToCartAndGoToCart } from './support/cart';
import { customerWithDeposit } from './support/money';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

// What the journey below must have been told by mail, by template.
const EXPECTED = ['welcome', 'deposit-succeeded', 'purchase-receipt'];

test('every mail a journey produced opens in the development mailbox, and each of its links leads to a real page', async ({ page }) => {
  // Sign up, deposit from a saved card, buy a quick pick from the wallet.
  const customer = await customerWithDeposit(page, '40.00');
  await page.goto('/thursday-starburst');
  await remoteContainer(page, 'catalogue').getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
  await remoteContainer(page, 'cart-checkout').getByRole('link', { name: 'Checkout' }).click();
  await remoteContainer(page, 'cart-checkout').getByRole('button', { name: /^Pay \$[\d.]+ from wallet$/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();

  // The mailbox shows the customer's mail, each with its template; the links are the mail's own.
  await expect
    .poll(async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(customer.email)}`);
      const templates = await page.locator('article dd').allInnerTexts();
      return EXPECTED.filter((template) => !templates.some((text) => text.startsWith(`${template} `)));
    })
    .toEqual([]);
  await expectNoAxeViolations(page, 'development mailbox');
  // Each mail's HTML part, as the customer's mail client shows it (screenshots: e2e/screenshots/mail-*.png).
  const parts = await page.locator('article').evaluateAll((articles) =>
    articles.map((article) => ({ template: article.querySelector('dd:nth-of-type(4)')?.textContent?.split(' ')[0] ?? '', html: article.querySelector<HTMLAnchorElement>('a[href$="/html"]')?.href ?? null })),
  );
  expect(parts.filter((part) => EXPECTED.includes(part.template) && part.html).map((part) => part.template).sort()).toEqual([...EXPECTED].sort());
  const mailbox = page.url();
  for (const part of parts) {
    if (!part.html) continue;
    await page.goto(part.html);
    await expect(page.locator('body'), part.template).toContainText(/\S/);
    await snapshot(page, `mail-${part.template}`);
  }
  await page.goto(mailbox);
  const links = await page.locator('article pre a').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  expect(links.length).toBeGreaterThanOrEqual(5);

  const origin = new URL(page.url()).origin;
  for (const link of new Set(links)) {
    // Absolute, on this site's own public URL, and a page that exists for this customer.
    expect(new URL(link).origin, link).toBe(origin);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 }).first(), link).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong.' }), link).toHaveCount(0);
    await expect(page, link).not.toHaveURL(/\/login(\?|$)/);
  }
});
