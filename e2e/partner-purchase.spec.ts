import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { customerWithDeposit } from './support/money';
import { ops } from './support/ops-cli';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

const PARTNER = '/purchase/coastal-rescue';

test('a partner purchase from the partner page to its receipt, then the order played again', async ({ page, browser }) => {
  const customer = await customerWithDeposit(page, '60.00');

  // A visitor on the partner's link sees the seeded partner's order (five Dream Home Raffle tickets) and is asked to sign in.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(PARTNER);
  const visitorRemote = remoteContainer(visitorPage, 'cart-checkout');
  await expect(visitorRemote.getByRole('heading', { level: 1, name: 'Buy with Coastal Rescue Volunteers' })).toBeVisible();
  await expect(visitorRemote.getByRole('heading', { level: 3, name: 'Dream Home Raffle' })).toBeVisible();
  await expect(visitorRemote.getByRole('button', { name: 'Sign in to pay' })).toBeVisible();
  await expectNoAxeViolations(visitorPage, 'partner checkout (visitor)');
  await snapshot(visitorPage, 'partner-1-visitor');

  // The partner's sign-in link for this customer signs them in on the partner autologin page and comes back to the checkout.
  const printed = await ops('autologin', 'create', '--site', 'drawfront', '--email', customer.email);
  const token = /autologin\/([A-Za-z0-9_-]+)/.exec(printed)?.[1];
  expect(token).toBeTruthy();
  await visitorPage.goto(`${PARTNER}/autologin/${token}?redirectUrl=https://coastal-rescue.example/thanks`);
  await expect(visitorPage).toHaveURL(/\/purchase\/coastal-rescue\?redirectUrl=/);
  await expect(visitorRemote.getByRole('button', { name: 'Pay $50.00 from my wallet' })).toBeVisible();
  await expectNoAxeViolations(visitorPage, 'partner checkout (signed in)');
  await snapshot(visitorPage, 'partner-2-signed-in');

  // Pay: the receipt under the partner's path, with the way back to the partner (its own https page).
  await visitorRemote.getByRole('button', { name: 'Pay $50.00 from my wallet' }).click();
  await expect(visitorPage).toHaveURL(/\/purchase\/coastal-rescue\/receipt\/[0-9a-f-]{36}/);
  await expect(visitorRemote.getByRole('heading', { level: 1, name: 'Thank you for your purchase' })).toBeVisible();
  await expect(visitorRemote.getByText('$50.00')).toBeVisible();
  await expect(visitorRemote.getByText('Wallet balance: $10.00')).toBeVisible();
  await expect(visitorRemote.getByRole('link', { name: 'Back to Coastal Rescue Volunteers' })).toHaveAttribute('href', 'https://coastal-rescue.example/thanks');
  await expectNoAxeViolations(visitorPage, 'partner receipt');
  await snapshot(visitorPage, 'partner-3-receipt');
  const checkoutId = /receipt\/([0-9a-f-]{36})/.exec(visitorPage.url())![1]!;

  // Any other partner path is the partner not-found page.
  await visitorPage.goto(`${PARTNER}/nowhere`);
  await expect(visitorRemote.getByRole('heading', { level: 1, name: 'Partner page not found' })).toBeVisible();
  await expectNoAxeViolations(visitorPage, 'partner not found');
  await snapshot(visitorPage, 'partner-4-not-found');
  await visitor.close();

  // The same order again from the site's receipt: "Play again" rebuilds it in the cart with today's draw.
  await page.goto(`/receipt/${checkoutId}`);
  const remote = remoteContainer(page, 'cart-checkout');
  await remote.getByRole('link', { name: 'Play again' }).click();
  await expect(page).toHaveURL(new RegExp(`/cart/replay/${checkoutId}$`));
  await expect(remote.getByRole('heading', { level: 2, name: 'Added to your cart' })).toBeVisible();
  await expect(remote.getByText(/Dream Home Raffle, draw \d+/)).toBeVisible();
  await expectNoAxeViolations(page, 'replay');
  await snapshot(page, 'partner-5-replay');
  await remote.getByRole('link', { name: 'Go to my cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(remote.getByText('Dream Home Raffle').first()).toBeVisible();
});
