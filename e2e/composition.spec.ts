import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { snapshot } from './support/screenshots';
import { expectChrome, navigateInApp, remoteContainer } from './support/shell-page';

const dist = join(__dirname, '..', 'dist');

/** Every file, in every build (shell and each remote version), that holds a copy of the given shared module. */
function chunksOfSharedModule(moduleName: string): Set<string> {
  const manifests = [join(dist, 'shell', 'mf-manifest.json')];
  for (const remote of readdirSync(join(dist, 'remotes'))) {
    for (const version of readdirSync(join(dist, 'remotes', remote))) manifests.push(join(dist, 'remotes', remote, version, 'mf-manifest.json'));
  }
  const files = new Set<string>();
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[] };
    for (const shared of manifest.shared.filter((s) => s.name === moduleName)) [...shared.assets.js.sync, ...shared.assets.js.async].forEach((f) => files.add(f));
  }
  return files;
}

test('home → cart → login → lotto party → daily winners mounts each remote, and React is downloaded once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(basename(new URL(response.url()).pathname));
  });

  await page.goto('/');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: /cart/i }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(remoteContainer(page, 'cart-checkout').getByRole('heading', { level: 1 })).toBeVisible();
  await snapshot(page, 'cart-empty');

  await page.getByRole('banner').getByRole('link', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(remoteContainer(page, 'account').getByLabel(/email/i)).toBeVisible();
  await snapshot(page, 'login');

  await navigateInApp(page, '/lotto-party');
  await expect(remoteContainer(page, 'lotto-party').getByRole('heading', { level: 1 })).toBeVisible();
  await snapshot(page, 'lotto-party');

  await navigateInApp(page, '/daily-winners');
  await expect(remoteContainer(page, 'membership').getByRole('heading', { level: 1 })).toBeVisible();
  await snapshot(page, 'daily-winners');
  await expectChrome(page);

  // One copy of React and of React DOM for the whole page, whichever remotes were mounted.
  for (const moduleName of ['react', 'react-dom']) {
    const copies = chunksOfSharedModule(moduleName);
    const loaded = scripts.filter((file) => copies.has(file));
    expect(loaded, `${moduleName} chunks loaded: ${loaded.join(', ')}`).toHaveLength(1);
  }
  // And the page never reloaded: the shell's entry was fetched once.
  expect(scripts.filter((file) => file.startsWith('main.'))).toHaveLength(1);
});

test('the browser back button moves between remotes', async ({ page }) => {
  await page.goto('/');
  await expect(remoteContainer(page, 'catalogue')).toBeVisible();
  await navigateInApp(page, '/cart');
  await expect(remoteContainer(page, 'cart-checkout').getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();
});
