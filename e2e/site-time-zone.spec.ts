import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { ops } from './support/ops-cli';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

/** The play page's first draw: its day label, the long date beside it, and the instant it names. */
async function firstDraw(page: Page) {
  await page.goto('/saturday-super-draw');
  const catalogue = remoteContainer(page, 'catalogue');
  const label = catalogue.locator('.catalogue-play-draw time').first();
  await expect(label).toBeVisible();
  const instant = (await label.getAttribute('datetime'))!;
  const longDate = (await catalogue.locator('.catalogue-play-draw__date').first().textContent())!.trim();
  return { label: (await label.textContent())!.trim(), instant, longDate };
}

/** How Chromium itself writes `instant` in `timeZone`, in the site's locale (the page's own formatter rules). */
function inZone(page: Page, instant: string, timeZone: string): Promise<string> {
  return page.evaluate(([at, zone]) => new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(new Date(at!)), [instant, timeZone]);
}

test("a site moved to Perth shows its draws on Perth's clock, with no page rebuilt", async ({ browser }) => {
  const sydney = await browser.newPage();
  const before = await firstDraw(sydney);
  expect(before.longDate).toContain(await inZone(sydney, before.instant, 'Australia/Sydney'));
  await sydney.close();

  expect(await ops('site', 'time-zone', 'drawfront', 'Australia/Perth')).toBe('site drawfront now shows its dates in Australia/Perth\n');
  try {
    // A new visitor: the boot data and /platform/sites/current are read afresh, not from a browser cache.
    const perth = await browser.newPage();
    const after = await firstDraw(perth);
    expect(after.instant).toBe(before.instant);
    const perthDate = await inZone(perth, after.instant, 'Australia/Perth');
    // Three hours behind Sydney in summer, two in winter: the same draw, another wall-clock time.
    expect(perthDate).not.toBe(await inZone(perth, after.instant, 'Australia/Sydney'));
    expect(after.longDate).toContain(perthDate);
    const weekday = await perth.evaluate((at) => new Intl.DateTimeFormat('en-AU', { weekday: 'long', timeZone: 'Australia/Perth' }).format(new Date(at)), after.instant);
    expect(after.label).toMatch(new RegExp(`^(Today|Tonight|Tomorrow|This ${weekday}|Next ${weekday}|${weekday}, .+)$`));
    await expectNoAxeViolations(perth, 'the play page of a Perth site');
    await snapshot(perth, 'site-time-zone-perth-play');
    await perth.close();
  } finally {
    await ops('site', 'time-zone', 'drawfront', 'Australia/Sydney');
  }
});
