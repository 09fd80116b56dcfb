import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { remoteContainer } from './support/shell-page';

/**
 * Lucky Strike (api/src/db/seed-data/game-types.ts): one entry of 4 numbers from 1–40, and an entry is
 * enough to buy, so "Add to cart" is enabled (and so reachable by Tab) once the grid is full.
 */
const PLAY_PAGE = '/lucky-strike';

test('the number grid works by keyboard only: choose a full set and reach "Add to cart" in ≤ 12 keystrokes from the first number', async ({ page }) => {
  await page.goto(PLAY_PAGE);
  const catalogue = remoteContainer(page, 'catalogue');
  const first = catalogue.getByRole('button', { name: 'Number 1', exact: true });
  await first.focus();

  // Space chooses, the arrows move within the grid (one tab stop), Tab leaves it: 7 keys for 4 numbers, then
  // Quick pick, Clear and Add an entry ("Quick pick all" is disabled once every entry is complete).
  const keys = ['Space', 'ArrowRight', 'Space', 'ArrowRight', 'Space', 'ArrowRight', 'Space', 'Tab', 'Tab', 'Tab', 'Tab'];
  expect(keys.length).toBeLessThanOrEqual(12);
  for (const key of keys) await page.keyboard.press(key);

  const addToCart = catalogue.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeFocused();
  const chosen = catalogue.locator('button[aria-pressed="true"][aria-label^="Number "]');
  await expect(chosen).toHaveCount(4);
  expect(await chosen.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(['Number 1', 'Number 2', 'Number 3', 'Number 4']);
  await expect(catalogue.getByText('4 of 4 chosen')).toBeVisible();
  // The other numbers are announced as unavailable, and the last one focused is still the grid's tab stop.
  await expect(catalogue.getByRole('button', { name: 'Number 5', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(catalogue.getByRole('button', { name: 'Number 4', exact: true })).toBeFocused();
  await expectNoAxeViolations(page, 'the play page with a full grid');
});

test('Up and Down move by a row of the grid as it is laid out', async ({ page }) => {
  await page.goto(PLAY_PAGE);
  const catalogue = remoteContainer(page, 'catalogue');
  const first = catalogue.getByRole('button', { name: 'Number 1', exact: true });
  await first.focus();
  // The numbers a row holds on this screen: those sharing the first number's top edge.
  const columns = await first.evaluate((button) => {
    const items = Array.from(button.parentElement!.children) as HTMLElement[];
    return items.filter((item) => item.offsetTop === (button as HTMLElement).offsetTop).length;
  });
  expect(columns).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await expect(catalogue.getByRole('button', { name: `Number ${1 + columns}`, exact: true })).toBeFocused();
  await page.keyboard.press('End');
  await expect(catalogue.getByRole('button', { name: `Number ${2 * columns}`, exact: true })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(catalogue.getByRole('button', { name: `Number ${columns}`, exact: true })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(catalogue.getByText('1 of 4 chosen')).toBeVisible();
});
