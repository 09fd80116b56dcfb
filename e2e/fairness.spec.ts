import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addToCartAndGoToCart } from './support/cart';
import { ops } from './support/ops-cli';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { signInAt } from './support/sign-in';

/** A seeded regular (api/src/db/seed-data/customers.ts) with money in the wallet. */
const RILEY = { email: 'riley.regular@drawfront.example', password: 'Password123' };
const OFFER = 'thursday-starburst';

test('a customer checks in the browser that their draw and their ticket were fixed before the numbers were known', async ({ page }) => {
  await signInAt(page, RILEY);
  await page.goto(`/${OFFER}`);
  const catalogue = remoteContainer(page, 'catalogue');
  for (const n of [3, 9, 14, 21, 27, 30, 33]) await catalogue.getByRole('button', { name: `Number ${n}`, exact: true }).first().click();
  await catalogue.getByRole('button', { name: 'Powerball 5', exact: true }).first().click();
  await addToCartAndGoToCart(page);
  await remoteContainer(page, 'cart-checkout').getByRole('link', { name: 'Checkout' }).click();
  await remoteContainer(page, 'cart-checkout').getByRole('button', { name: 'Pay $1.40 from wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();

  // Ops run the draw: close (the tickets are committed), draw (the seed is revealed), score, pay, email.
  const printed = await ops('draw', 'drawfront', OFFER);
  const drawNo = /draw (\d+)\s+DRAW_EMAILED/.exec(printed)?.[1];
  expect(drawNo).toBeDefined();

  // The ticket's page: its leaf, path and root, and every step checked by this browser.
  await navigateInApp(page, '/my-account/past-tickets');
  await remoteContainer(page, 'account').getByRole('link', { name: `Thursday Starburst, draw ${drawNo}` }).first().click();
  const panel = remoteContainer(page, 'account').locator('section', { has: page.getByRole('heading', { name: 'Proof your ticket was in the draw' }) });
  await expect(panel.getByRole('heading', { name: 'Proof your ticket was in the draw' })).toBeVisible();
  await expect(panel.getByLabel('Canonical encoding of your ticket')).toContainText('drawfront-ticket-v1');
  await panel.getByRole('button', { name: 'Check it yourself' }).click();
  await expect(panel.getByText('Every step checks out, worked out by your own browser.')).toBeVisible();
  for (const step of ['seed', 'order', 'numbers', 'ticket', 'result']) await expect(panel.locator(`[data-step="${step}"]`)).toContainText('✓');
  await expect(panel.getByText('✗')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('fairness-proof-panel.png'), fullPage: true });
  await expectNoAxeViolations(page, 'the ticket proof panel', '.account-ticket-proof');

  // The draw's page shows the root beside the seed's commitment, checks the draw here too, and links the algorithm.
  await navigateInApp(page, `/${OFFER}/results/draw/${drawNo}`);
  const proof = remoteContainer(page, 'catalogue').locator('section.catalogue-proof');
  await expect(proof.getByText('Tickets committed at close (Merkle root)')).toBeVisible();
  await proof.getByRole('button', { name: 'Check it yourself' }).click();
  await expect(proof.getByText('Every step checks out, worked out by your own browser.')).toBeVisible();
  await proof.getByRole('link', { name: /How drawfront-draw-v1 works/ }).click();
  await expect(page).toHaveURL(/\/about\/fairness$/);
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toContainText('How our draws are fair');
  await expectNoAxeViolations(page, 'the fairness page');
});
