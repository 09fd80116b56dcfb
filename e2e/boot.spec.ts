import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { E2E_API_URL } from './support/platform-urls';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

/** The API's path prefixes, from its discovery document (and /discover itself). */
async function apiPrefixes(): Promise<string[]> {
  const discovery = (await (await fetch(`${E2E_API_URL}/discover`)).json()) as { services: Record<string, { baseUrl: string }> };
  return ['/discover', ...Object.values(discovery.services).map((service) => service.baseUrl)];
}

const isApiPath = (prefixes: string[], pathname: string) => prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** Records every API call the page makes and whether any has answered yet. */
function watchApi(page: Page, prefixes: string[]) {
  const calls: string[] = [];
  const state = { answered: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (isApiPath(prefixes, url.pathname)) calls.push(url.pathname);
  });
  page.on('response', (response) => {
    if (isApiPath(prefixes, new URL(response.url()).pathname)) state.answered += 1;
  });
  return { calls, state };
}

test('the page carries its boot data: no discovery, site, release or translations call before the home page shows', async ({ page }) => {
  const prefixes = await apiPrefixes();
  const api = watchApi(page, prefixes);
  await page.goto('/');
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible();
  const boot = JSON.parse((await page.locator('script#df-boot').textContent()) ?? 'null');
  expect(boot.site.key).toBe('drawfront');
  expect(boot.resolution.release.remotes.catalogue.version).toBe('1.0.0');
  expect(api.calls.filter((path) => path === '/discover' || path.startsWith('/platform/sites') || path.startsWith('/translations'))).toEqual([]);
});

test('with every API answer 3 s late, the header, footer and a skeleton of the page paint before any API answer', async ({ page }) => {
  const prefixes = await apiPrefixes();
  await page.route(
    (url) => isApiPath(prefixes, url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue().catch(() => undefined); // the page may have moved on
    },
  );
  // The remote's files are held until the skeleton has been seen: it stands in for the page only while they load.
  let releaseRemotes: () => void = () => undefined;
  const remotesHeld = new Promise<void>((resolve) => (releaseRemotes = resolve));
  await page.route('**/remotes/**', async (route) => {
    await remotesHeld;
    await route.continue().catch(() => undefined);
  });
  const api = watchApi(page, prefixes);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The home page's skeleton (cards), which says what it is to a screen reader.
  await expect(page.getByRole('status').filter({ hasText: 'Loading the page' })).toHaveAttribute('data-page-kind', 'cards');
  expect(api.state.answered, 'no API answer had arrived when the shell painted').toBe(0);
  await snapshot(page, 'boot-slow-api-skeleton');
  // Then the page itself arrives.
  releaseRemotes();
  await expect(remoteContainer(page, 'catalogue').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'home after a slow boot');
});
