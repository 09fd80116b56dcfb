import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { snapshot } from './support/screenshots';

const SITES = [
  { name: 'drawfront', home: '/', headingFont: 'Montserrat' },
  { name: 'goodcause', home: 'http://charity.localhost:PORT/', headingFont: 'Merriweather' },
] as const;

/** The site's own theme, as the content service answers the shell (`GET /v2/branding`, signed by the page's client). */
async function brandPrimary(page: Page): Promise<string> {
  const style = await page.locator('style#df-theme').textContent();
  return /--df-colour-primary:(#[0-9a-f]{6})/i.exec(style ?? '')?.[1]?.toLowerCase() ?? '';
}

const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

test('each site paints in its own brand from the first byte, before any script runs', async ({ browser, baseURL }) => {
  const port = new URL(baseURL!).port;
  const primaries: string[] = [];
  for (const site of SITES) {
    const url = new URL(site.home.replace('PORT', port), baseURL).href;
    // No script at all: whatever shows is the HTML's own, so there is no flash of another brand.
    const bare = await browser.newPage({ javaScriptEnabled: false });
    await bare.goto(url);
    const primary = await brandPrimary(bare);
    expect(primary, site.name).toMatch(/^#[0-9a-f]{6}$/);
    expect(await bare.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--df-colour-primary').trim().toLowerCase())).toBe(primary);
    await bare.close();

    // With the page running, the header's wordmark is drawn in that colour, and its pixels show it.
    const page = await browser.newPage();
    await page.context().addCookies([{ name: 'df_consent', value: 'essential', url }]);
    await page.goto(url);
    const logo = page.getByRole('banner').locator('.df-header__logo');
    await expect(logo).toBeVisible();
    expect(hex(await logo.evaluate((node) => getComputedStyle(node).color))).toBe(primary);
    const pixels = PNG.sync.read(await logo.screenshot());
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(primary.slice(at, at + 2), 16));
    let near = 0;
    for (let i = 0; i < pixels.data.length; i += 4) if (Math.abs(pixels.data[i]! - r!) + Math.abs(pixels.data[i + 1]! - g!) + Math.abs(pixels.data[i + 2]! - b!) < 24) near += 1;
    expect(near, `${site.name}: wordmark pixels in ${primary}`).toBeGreaterThan(20);
    // Its own typeface pairing: the heading's family is the theme's (the browser falls back along the stack).
    expect(await page.getByRole('heading', { level: 1 }).first().evaluate((node) => getComputedStyle(node).fontFamily)).toContain(site.headingFont);
    await snapshot(page, `brand-${site.name}-home`);
    await page.close();
    primaries.push(primary);
  }
  expect(primaries[0]).not.toBe(primaries[1]);
});
