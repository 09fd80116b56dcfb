import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signUpCustomer } from './support/platform-api';
import { navigateInApp, remoteContainer } from './support/shell-page';
import { signInAt } from './support/sign-in';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Answers the cookie banner, so it covers nothing the test scrolls or focuses. */
async function answerCookies(page: Page) {
  const essential = page.getByRole('button', { name: 'Only essential' });
  if (await essential.isVisible()) await essential.click();
}

test('a move to another remote starts at the top with focus on its heading and says so; Back returns to the same offset', async ({ page }) => {
  await page.goto('/');
  await answerCookies(page);
  const homeHeading = page.locator('main h1');
  await expect(homeHeading).toBeVisible();
  await expect(page.getByTestId('route-announcer')).toHaveText('');
  // Down to the bottom of home, as a customer reaching its last "Play now" would be.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const offset = await scrollY(page);

  await navigateInApp(page, '/lotto-party');
  const heading = remoteContainer(page, 'lotto-party').getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect(await scrollY(page)).toBe(0);
  await expect(page.getByTestId('route-announcer')).toHaveText((await heading.textContent())!.trim());
  await expect(page.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  // The heading is focusable only while focused.
  await expect(heading).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Tab');
  await expect(heading).not.toHaveAttribute('tabindex', '-1');
  await expectNoAxeViolations(page, 'the lotto party page after an in-app move');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => scrollY(page)).toBe(offset);
  await expect(homeHeading).toBeFocused();
  // The focus did not scroll the page back up to the heading.
  expect(await scrollY(page)).toBe(offset);
  await expectNoAxeViolations(page, 'home after Back');
});

test("a ticket draft survives a reload, and the builder starts afresh once it is in the cart", async ({ page }) => {
  await page.goto('/saturday-super-draw');
  await answerCookies(page);
  const catalogue = remoteContainer(page, 'catalogue');
  await catalogue.getByRole('button', { name: 'Quick pick all' }).click();
  const progress = catalogue.getByText(/^\d+ of \d+ games complete$/);
  const filled = (await progress.textContent())!;
  expect(filled).not.toMatch(/^0 of/);
  const firstGame = await catalogue.getByRole('listitem').first().textContent();

  await page.reload();
  await expect(progress).toHaveText(filled);
  await expect(catalogue.getByRole('listitem').first()).toHaveText(firstGame!);
  await expectNoAxeViolations(page, 'the play page with a restored draft');

  await catalogue.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' }).or(page.locator('[data-remote="cart-checkout"]'))).toBeVisible();
  await page.goto('/saturday-super-draw');
  await expect(progress).toHaveText(/^0 of \d+ games complete$/);
});

test("each step of the lotto party wizard has its own URL: the browser's Back goes to the step before, and a reload keeps the draft", async ({ page }) => {
  const customer = await signUpCustomer();
  await signInAt(page, customer, '/lotto-party/group');
  await answerCookies(page);
  const party = remoteContainer(page, 'lotto-party');
  await party.getByLabel('Group name').fill('Navigation night');
  await party.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/lotto-party\/group\?step=select_draw$/);
  await expect(party.getByRole('heading', { level: 2, name: 'Choose a draw' })).toBeVisible();

  await page.reload();
  await expect(party.getByRole('heading', { level: 2, name: 'Choose a draw' })).toBeVisible();
  await expect(party.getByText('Step 2 of 5')).toBeVisible();
  await expectNoAxeViolations(page, 'the wizard after a reload');

  await page.goBack();
  await expect(page).toHaveURL(/\/lotto-party\/group$/);
  await expect(party.getByRole('heading', { level: 2, name: 'Name your group' })).toBeVisible();
  await expect(party.getByLabel('Group name')).toHaveValue('Navigation night');
});
