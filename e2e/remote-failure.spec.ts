import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { CONTRACT_VERSION } from '@drawfront/shared/contract/contract-version';
import { ops } from './support/ops-cli';
import { publishArtifact } from './support/platform-api';
import { E2E_REMOTES_BASE_URL } from './support/platform-urls';
import { snapshot } from './support/screenshots';
import { expectChrome, FALLBACK_HEADING, navigateInApp, remoteContainer } from './support/shell-page';

test('a remote whose server is down shows the fallback, the rest keeps working, and Reload page recovers it once it is back', async ({ page }) => {
  await page.route('**/remotes/lotto-party/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();

  await navigateInApp(page, '/lotto-party');
  await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();
  await expectChrome(page);
  await snapshot(page, 'lotto-party-down');

  await navigateInApp(page, '/cart');
  await expect(remoteContainer(page, 'cart-checkout').getByRole('heading', { level: 1 })).toBeVisible();
  await navigateInApp(page, '/lotto-party');
  await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();

  await page.unroute('**/remotes/lotto-party/**');
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(remoteContainer(page, 'lotto-party').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toHaveCount(0);
});

test.describe('broken releases are refused with the fallback', () => {
  test.afterEach(async () => {
    await ops('rollback', 'drawfront');
  });

  test('a remote whose entry is missing (404)', async ({ page }) => {
    const version = '1.0.1-missing';
    const base = `${E2E_REMOTES_BASE_URL}/remotes/lotto-party/${version}`;
    await publishArtifact('lotto-party', {
      version,
      manifestUrl: `${base}/mf-manifest.json`,
      entryUrl: `${base}/remoteEntry.js`,
      integrity: `sha384-${createHash('sha384').update('never built').digest('base64')}`,
      contractVersion: '1.0.0',
    });
    await ops('deploy', 'drawfront', `lotto-party=${version}`);
    await page.goto('/lotto-party');
    await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();
    await expectChrome(page);
    await navigateInApp(page, '/');
    await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a remote whose entry does not match the release integrity', async ({ page }) => {
    const entryUrl = `${E2E_REMOTES_BASE_URL}/remotes/lotto-party/1.0.0/remoteEntry.js`;
    await publishArtifact('lotto-party', {
      version: '1.0.2-tampered',
      manifestUrl: `${E2E_REMOTES_BASE_URL}/remotes/lotto-party/1.0.0/mf-manifest.json`,
      entryUrl,
      integrity: `sha384-${createHash('sha384').update('other content').digest('base64')}`,
      contractVersion: '1.0.0',
    });
    await ops('deploy', 'drawfront', 'lotto-party=1.0.2-tampered');
    await page.goto('/lotto-party');
    await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();
    await expectChrome(page);
  });

  test('a remote declaring another contract major', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await ops('publish', 'lotto-party', '9.0.0-contract-next');
    await ops('deploy', 'drawfront', 'lotto-party=9.0.0-contract-next');
    await page.goto('/lotto-party');
    await expect(page.getByRole('heading', { name: FALLBACK_HEADING })).toBeVisible();
    await expect(page.getByText('This remote speaks contract 2.x')).toHaveCount(0);
    expect(errors.join('\n')).toContain(`declares contract 2.0.0, the shell speaks ${CONTRACT_VERSION}`);
    await expectChrome(page);
    await snapshot(page, 'contract-refused');
  });
});
