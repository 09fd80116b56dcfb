import { expect, test, type Page } from '@playwright/test';
import { ops } from './support/ops-cli';
import { rehearseNextDraw } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { addToCartAndGoToCart } from './support/cart';
import { signInAt } from './support/sign-in';

/** A seeded regular (api/src/db/seed-data/customers.ts): a wallet of at least $20.00 and twelve weeks of history. */
const RILEY = { email: 'riley.regular@drawfront.example', password: 'Password123' };
const OFFER = 'thursday-starburst';

async function signIn(page: Page) {
  await signInAt(page, RILEY);
}

/** The header's balance in cents, read from the account button's name ("Account, balance $21.40"). */
async function headerBalance(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /balance \$[\d,]+\.\d\d/ });
  const name = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
  const match = /\$([\d,]+)\.(\d\d)/.exec(name);
  if (!match) throw new Error(`no balance in "${name}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

test('a customer buys a ticket, the draw runs, and the win shows on the results page, in past tickets, in the wallet and in the bell', async ({ page }) => {
  // The numbers the next Thursday draw will produce (development only): two of its numbers and its Powerball
  // make a game that wins the smallest division, a fixed prize paid straight into the wallet.
  const { drawNo, numbers } = await rehearseNextDraw('drawfront', OFFER);
  const winning = numbers.numbers!;
  const losing = Array.from({ length: 35 }, (_, i) => i + 1).filter((n) => !winning.includes(n));
  const picks = [...winning.slice(0, 2), ...losing.slice(0, 5)];

  await signIn(page);
  await page.goto(`/${OFFER}`);
  const catalogue = remoteContainer(page, 'catalogue');
  for (const n of picks) await catalogue.getByRole('button', { name: `Number ${n}`, exact: true }).first().click();
  await catalogue.getByRole('button', { name: `Powerball ${numbers.powerball![0]}`, exact: true }).first().click();
  await snapshot(page, 'draw-1-picked');
  await addToCartAndGoToCart(page);
  await remoteContainer(page, 'cart-checkout').getByRole('link', { name: 'Checkout' }).click();
  await remoteContainer(page, 'cart-checkout').getByRole('button', { name: 'Pay $1.40 from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  const afterPurchase = await headerBalance(page);

  // Ops run the draw to the end: close, draw, score, pay, email.
  const printed = await ops('draw', 'drawfront', OFFER);
  expect(printed).toContain(`draw ${drawNo}  DRAW_EMAILED`);
  expect(printed).toContain(`powerball ${numbers.powerball![0]}`);

  // The bell has the result notice; it leads to the draw's result page.
  await page.reload();
  expect(await headerBalance(page)).toBeGreaterThan(afterPurchase);
  const bell = page.getByRole('banner').getByRole('button', { name: /Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const notice = page.getByRole('link', { name: new RegExp(`draw ${drawNo} results`) });
  await expect(notice).toBeVisible();
  await snapshot(page, 'draw-2-bell');
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/${OFFER}/results/draw/${drawNo}$`));

  // The result page: the numbers, the dividends and the fairness proof anyone can check.
  const results = remoteContainer(page, 'catalogue');
  await expect(results.getByRole('heading', { level: 1 })).toContainText(String(drawNo));
  for (const n of winning) await expect(results.getByText(String(n), { exact: true }).first()).toBeVisible();
  await expect(results.getByRole('table').first()).toBeVisible();
  const proof = await ops('verify-draw', OFFER, String(drawNo));
  expect(proof).toMatch(/verified|ok/i);
  await expect(results.getByText(/[0-9a-f]{64}/).first()).toBeVisible();
  await snapshot(page, 'draw-3-result');

  // The header's Results link: every offer's latest result, this draw among them; the offer's statistics count it.
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page).toHaveURL(/\/lotto-results$/);
  await expect(remoteContainer(page, 'catalogue').getByText(new RegExp(`Thursday Starburst`)).first()).toBeVisible();
  await snapshot(page, 'draw-5-lotto-results');
  await navigateInApp(page, `/${OFFER}/statistics`);
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toContainText(/statistics/i);
  await snapshot(page, 'draw-6-statistics');

  // Past tickets: the ticket is there with its division and the prize paid to the wallet.
  await navigateInApp(page, '/my-account/past-tickets');
  const account = remoteContainer(page, 'account');
  await expect(account.getByText(/Division \d+/).first()).toBeVisible();
  await expect(account.getByText(/Paid to your wallet/).first()).toBeVisible();
  await snapshot(page, 'draw-4-past-tickets');
});
