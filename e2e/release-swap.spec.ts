import { expect, test, type Page } from '@playwright/test';
import { ops } from './support/ops-cli';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

/** The catalogue version in the boot data the server inlined in the page. */
async function inlinedCatalogueVersion(page: Page): Promise<string> {
  const boot = JSON.parse((await page.locator('script#df-boot').textContent()) ?? 'null') as { resolution: { release: { remotes: { catalogue: { version: string } } } } };
  return boot.resolution.release.remotes.catalogue.version;
}

test('ops promote catalogue 2.0.0 while the shell runs: a reload shows it with no shell rebuild, rollback restores 1.0.0', async ({ page }) => {
  const shellEntries: string[] = [];
  const catalogueEntries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/main.js') shellEntries.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/remoteEntry.js') && url.pathname.includes('/remotes/catalogue/')) catalogueEntries.push(url.pathname);
  });

  await page.goto('/');
  expect(await inlinedCatalogueVersion(page)).toBe('1.0.0');
  await expect(remoteContainer(page, 'catalogue')).toHaveAttribute('data-remote-version', '1.0.0');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();

  await ops('publish', 'catalogue', '2.0.0');
  expect(await ops('deploy', 'drawfront', 'catalogue=2.0.0', '--notes', 'e2e: catalogue 2.0.0')).toMatch(/live on drawfront/);
  await page.reload();
  // The next page load's inlined boot data already names the new release.
  expect(await inlinedCatalogueVersion(page)).toBe('2.0.0');
  await expect(remoteContainer(page, 'catalogue')).toHaveAttribute('data-remote-version', '2.0.0');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();
  await snapshot(page, 'home-catalogue-2');

  expect(await ops('rollback', 'drawfront')).toMatch(/rolled back drawfront/);
  await page.reload();
  expect(await inlinedCatalogueVersion(page)).toBe('1.0.0');
  await expect(remoteContainer(page, 'catalogue')).toHaveAttribute('data-remote-version', '1.0.0');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();

  expect(new Set(shellEntries).size, 'the shell bundle is the same file throughout').toBe(1);
  expect(catalogueEntries).toEqual(['/remotes/catalogue/1.0.0/remoteEntry.js', '/remotes/catalogue/2.0.0/remoteEntry.js', '/remotes/catalogue/1.0.0/remoteEntry.js']);
  const history = await ops('history', 'drawfront');
  expect(history).toMatch(/e2e\s+rollback/);
  expect(history).toMatch(/e2e\s+promote/);
});
