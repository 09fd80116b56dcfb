import { expect, test } from '@playwright/test';
import { ops } from './support/ops-cli';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

test('ops promote catalogue 2.0.0 while the shell runs: a reload shows it with no shell rebuild, rollback restores 1.0.0', async ({ page }) => {
  const shellEntries: string[] = [];
  const catalogueEntries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/main.js') shellEntries.push(`${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/remoteEntry.js') && url.pathname.includes('/remotes/catalogue/')) catalogueEntries.push(url.pathname);
  });

  await page.goto('/');
  await expect(remoteContainer(page, 'catalogue')).toHaveAttribute('data-remote-version', '1.0.0');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();

  await ops('publish', 'catalogue', '2.0.0');
  expect(await ops('deploy', 'drawfront', 'catalogue=2.0.0', '--notes', 'e2e: catalogue 2.0.0')).toMatch(/live on drawfront/);
  await page.reload();
  await expect(remoteContainer(page, 'catalogue')).toHaveAttribute('data-remote-version', '2.0.0');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();
  await snapshot(page, 'home-catalogue-2');

  expect(await ops('rollback', 'drawfront')).toMatch(/rolled back drawfront/);
  await page.reload();
  await expect(remoteContainer(page, 'catalogue')).toHaveAttribute('data-remote-version', '1.0.0');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();

  expect(new Set(shellEntries).size, 'the shell bundle is the same file throughout').toBe(1);
  expect(catalogueEntries).toEqual(['/remotes/catalogue/1.0.0/remoteEntry.js', '/remotes/catalogue/2.0.0/remoteEntry.js', '/remotes/catalogue/1.0.0/remoteEntry.js']);
  const history = await ops('history', 'drawfront');
  expect(history).toMatch(/e2e\s+rollback/);
  expect(history).toMatch(/e2e\s+promote/);
});
