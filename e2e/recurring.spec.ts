import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { customerWithDeposit } from './support/money';
import { hoursUntilStop, runRecurringPurchases } from './support/recurring-api';
import { snapshot } from './support/screenshots';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { addToCartAndGoToCart } from './support/cart';

const OFFER = 'thursday-starburst';

/** How many tickets the upcoming-tickets page lists for the offer. */
async function upcomingTickets(page: Page): Promise<number> {
  await navigateInApp(page, '/my-account/upcoming-tickets');
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { level: 1, name: 'Upcoming tickets' })).toBeVisible();
  await expect(account.getByRole('status')).toHaveCount(0);
  return account.getByText('Thursday Starburst').count();
}

test('a customer sets up autoplay with a jackpot minimum, a run buys the next draw, and once paused the next run skips it', async ({ page }) => {
  await customerWithDeposit(page, '20.00');

  // The play page offers autoplay; a $1,000,000 minimum is met by the $2,450,000 jackpot.
  await page.goto(`/${OFFER}`);
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('radio', { name: 'Autoplay: enter every draw' }).check();
  await catalogue.getByLabel('Only play when the jackpot is at least ($, optional)').fill('1000000');
  await catalogue.getByRole('button', { name: 'Quick pick Game 1', exact: true }).click();
  await snapshot(page, 'recurring-1-play-autoplay');
  await expectNoAxeViolations(page);
  await addToCartAndGoToCart(page);

  // Checkout says what is charged now and what recurs, from which fund.
  const cart = remoteContainer(page, 'cart-checkout');
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await expect(cart.getByRole('heading', { name: 'Charged later' })).toBeVisible();
  await expect(cart.getByText(/^Autoplay for Thursday Starburst: .* now for the next draw, then .* before each later draw \(Jackpots \$1,000,000 and over\), paid from your wallet/)).toBeVisible();
  // The line itself says what it will charge and when.
  await expect(cart.getByRole('listitem').filter({ hasText: 'Thursday Starburst' }).getByText(/^Then \$[\d.]+ for each draw after \d{1,2} [A-Z][a-z]+ whose jackpot is \$1,000,000 or more$/)).toBeVisible();
  await snapshot(page, 'recurring-2-checkout');
  await expectNoAxeViolations(page);
  await cart.getByRole('button', { name: /^Pay \$[\d.]+ from wallet$/ }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  const bought = await upcomingTickets(page);
  expect(bought).toBeGreaterThan(0);

  // The autoplay in my account: active, with its jackpot minimum and the draw it runs for next.
  await navigateInApp(page, '/my-account/autoplay');
  const account = remoteContainer(page, 'account');
  const card = account.getByRole('article', { name: 'Thursday Starburst' });
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByText('Jackpots $1,000,000 and over')).toBeVisible();
  const nextText = (await card.getByText(/^Draw \d+, /).textContent()) ?? '';
  const nextDrawNo = Number(/^Draw (\d+)/.exec(nextText)![1]);
  await snapshot(page, 'recurring-3-autoplay');
  await expectNoAxeViolations(page);

  // Time reaches that draw's lead time: the runner buys it, once.
  const horizon = await hoursUntilStop(OFFER, nextDrawNo);
  expect((await runRecurringPurchases(horizon)).purchased).toBeGreaterThanOrEqual(1);
  await runRecurringPurchases(horizon);
  const afterRun = await upcomingTickets(page);
  expect(afterRun).toBeGreaterThan(bought);
  await navigateInApp(page, '/my-account/autoplay');
  await expect(card.getByText('Purchased')).toBeVisible();

  // Paused, the next run skips it: no new ticket.
  await card.getByRole('button', { name: 'Pause autoplay' }).click();
  await expect(card.getByText('Your autoplay is paused. No entries are bought until you resume it.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resume autoplay' })).toBeVisible();
  await snapshot(page, 'recurring-4-paused');
  await runRecurringPurchases(await hoursUntilStop(OFFER, nextDrawNo + 1));
  expect(await upcomingTickets(page)).toBe(afterRun);

  // The combined list shows it paused.
  await navigateInApp(page, '/my-account/recurring-purchases');
  const row = account.getByRole('row', { name: /Thursday Starburst/ });
  await expect(row.getByText('Paused')).toBeVisible();
  await snapshot(page, 'recurring-5-combined');
  await expectNoAxeViolations(page);
});

test('the subscription page explains a raffle subscription and its calendar is a real PDF', async ({ page }) => {
  await page.goto('/dream-home-raffle/subscription');
  const catalogue = remoteContainer(page, 'catalogue');
  await expect(catalogue.getByRole('heading', { level: 1, name: 'Dream Home Raffle subscription' })).toBeVisible();
  await expect(catalogue.getByRole('heading', { name: 'Coming draws' })).toBeVisible();
  await snapshot(page, 'recurring-6-subscription-page');
  await expectNoAxeViolations(page);
  const link = catalogue.getByRole('link', { name: 'Download the draw calendar with every charge (PDF)' });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toBe('/public/pdf/subscription/dream-home-raffle-calendar.pdf');
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await catalogue.getByRole('link', { name: 'Start a subscription' }).click();
  await expect(page).toHaveURL(/\/dream-home-raffle$/);
});
