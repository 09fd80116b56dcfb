import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addToCartAndGoToCart } from './support/cart';
import { customerWithDeposit } from './support/money';
import { ops } from './support/ops-cli';
import { rehearseNextDraw } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

// Its own lottery: the other journeys that run a draw run Thursday's, so this one's rehearsed numbers stay this draw's.
const OFFER = 'saturday-super-draw';

/** Picks `games` on the play page, one game after the other, in the order given. */
async function pickGames(page: Page, games: number[][]) {
  const catalogue = remoteContainer(page, 'catalogue');
  for (const [index, numbers] of games.entries()) {
    if (index > 0) await catalogue.getByRole('button', { name: `Edit Game ${index + 1}`, exact: true }).click();
    for (const n of numbers) await catalogue.getByRole('button', { name: `Number ${n}`, exact: true }).first().click();
    await expect(catalogue.getByText(`${index + 1} of 18 games complete`)).toBeVisible();
  }
}

test('a 4-game ticket is one ticket of four games, and once drawn its winning game comes first', async ({ page }) => {
  // The numbers the next Saturday draw will produce (development only): the third game holds four of them and wins.
  const { drawNo, numbers } = await rehearseNextDraw('drawfront', OFFER);
  const drawn = new Set([...(numbers.numbers ?? []), ...(numbers.supplementary ?? [])]);
  const losing = Array.from({ length: 45 }, (_, i) => i + 1).filter((n) => !drawn.has(n));
  const games = [losing.slice(0, 6), losing.slice(6, 12), [...numbers.numbers!.slice(0, 4), ...losing.slice(12, 14)], losing.slice(14, 20)];

  await customerWithDeposit(page, '20.00');
  await page.goto(`/${OFFER}`);
  await pickGames(page, games);
  await addToCartAndGoToCart(page);
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText('4 games', { exact: true })).toBeVisible();
  await cart.getByRole('link', { name: 'Checkout' }).click();
  await cart.getByRole('button', { name: 'Pay $3.00 from wallet' }).click();

  // The receipt: a short reference, never the checkout's UUID, and the numbers played game by game.
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase' })).toBeVisible();
  const receipt = remoteContainer(page, 'cart-checkout');
  await expect(receipt.getByText(/^DF-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
  await expect(receipt.getByText(/[0-9a-f]{8}-[0-9a-f]{4}-/)).toHaveCount(0);
  const played = receipt.getByRole('list', { name: 'Numbers played for Saturday Super Draw' });
  // A game's numbers are kept in ascending order, whatever order they were picked in.
  await expect(played.getByRole('listitem')).toHaveText(games.map((game, index) => `Game ${index + 1}: ${[...game].sort((a, b) => a - b).join(', ')}`));
  await expectNoAxeViolations(page, 'the receipt');
  await snapshot(page, 'tickets-receipt');
  await page.screenshot({ path: '/tmp/tickets-after-receipt.png', fullPage: true });

  // Upcoming: one ticket for the whole entry, its four games numbered in the order played.
  await page.getByRole('link', { name: 'View my tickets' }).click();
  await expect(page).toHaveURL(/\/my-account\/upcoming-tickets$/);
  const account = remoteContainer(page, 'account');
  const upcoming = account.getByRole('list', { name: 'Upcoming tickets' });
  await expect(upcoming.locator(':scope > li')).toHaveCount(1);
  const card = upcoming.locator(':scope > li').first();
  await expect(card.getByText('4 games', { exact: true })).toBeVisible();
  await expect(card.locator('.account-ticket-game__name')).toHaveText(['Game 1', 'Game 2', 'Game 3', 'Game 4']);
  await expectNoAxeViolations(page, 'upcoming tickets');
  await page.screenshot({ path: '/tmp/tickets-after-upcoming.png', fullPage: true });

  // Ops run the draw to the end: close, draw, score, pay, email.
  expect(await ops('draw', 'drawfront', OFFER)).toContain(`draw ${drawNo}  DRAW_EMAILED`);

  // Past: still one ticket; the winning game (the third played) first and marked, with its division and prize.
  await page.goto('/my-account/past-tickets');
  const past = account.getByRole('list', { name: 'Past tickets' });
  await expect(past.locator(':scope > li')).toHaveCount(1);
  const pastCard = past.locator(':scope > li').first();
  await expect(pastCard.locator('.account-ticket-game__name')).toHaveText(['Game 3', 'Game 1', 'Game 2', 'Game 4']);
  const winner = pastCard.locator('.account-ticket-game').first();
  await expect(winner).toHaveClass(/account-ticket-game--won/);
  await expect(winner).toContainText(/Division \d+ · \$[\d,]+\.\d\d/);
  await expect(pastCard.locator('.account-ticket-game').nth(1)).toContainText('No prize this time');
  await expectNoAxeViolations(page, 'past tickets');
  await page.screenshot({ path: '/tmp/tickets-after-past.png', fullPage: true });

  // The ticket's page shows every game, the win first.
  await pastCard.getByRole('link', { name: `Saturday Super Draw, draw ${drawNo}` }).click();
  await expect(page).toHaveURL(/\/my-account\/past-tickets\/ticket\/[0-9a-f-]+$/);
  await expect(account.locator('.account-ticket-game__name')).toHaveText(['Game 3', 'Game 1', 'Game 2', 'Game 4']);
  await expect(account.getByText(/^DF-[0-9A-Z]{4}-[0-9A-Z]{4}$/)).toBeVisible();
  await expectNoAxeViolations(page, 'the ticket page');
  await page.screenshot({ path: '/tmp/tickets-after-detail.png', fullPage: true });
});
