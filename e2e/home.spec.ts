import { expect, test } from '@playwright/test';
import { jackpotText } from '@drawfront/shared/rules/jackpot';
import { productOffers } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { expectChrome, remoteContainer } from './support/shell-page';

test('home shows the seeded offers with their jackpot texts, inside the header and footer', async ({ page }) => {
  const offers = (await productOffers()).filter((offer) => offer.draws.length > 0 && offer.type === 'lottery_ticket');
  expect(offers.length).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  await expectChrome(page);
  const catalogue = remoteContainer(page, 'catalogue');
  for (const offer of offers) {
    await expect(catalogue.getByText(offer.name, { exact: true }).first()).toBeVisible();
    await expect(catalogue.getByText(jackpotText(offer.draws[0]!, 'en-AU')).first()).toBeVisible();
  }
  // The three display rules of the spec are all on the page: millions, unknown pool, "Win {n}k".
  await expect(catalogue.getByText('Announced soon').first()).toBeVisible();
  await expect(catalogue.getByText(/Win \D?\d+k/).first()).toBeVisible();
  await expect(catalogue.getByText(/Million/i).first()).toBeVisible();
  await expect(page).toHaveTitle(/\|/);
  await snapshot(page, 'home');
});

test('the charity site shows its own offers and not the commercial ones', async ({ page }) => {
  const charity = await productOffers('goodcause');
  const commercial = await productOffers('drawfront');
  await page.goto('/?site=goodcause');
  const catalogue = remoteContainer(page, 'catalogue');
  await expect(catalogue.getByText(charity[0]!.name, { exact: true }).first()).toBeVisible();
  const onlyCommercial = commercial.find((offer) => !charity.some((c) => c.name === offer.name))!;
  await expect(catalogue.getByText(onlyCommercial.name, { exact: true })).toHaveCount(0);
  await snapshot(page, 'home-charity');
});
