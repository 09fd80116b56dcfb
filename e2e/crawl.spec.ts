import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './support/platform-urls';
import { remoteContainer } from './support/shell-page';

/**
 * The crawl: on every seeded site (and the en-GB sub-variant), signed out and signed in, follow every
 * internal link reachable from the home page, the header, the drawers and the footer, two levels deep:
 * the first level loaded afresh, the second followed inside the running site, up to three links of each
 * kind (see VISITS_PER_KIND). Any 404 page, error page or console error fails the test, and all of them are
 * listed.
 */
interface Variant {
  name: string;
  /** The query that picks the site or sub-variant locally. */
  query: string;
  account: { email: string; password: string };
}

const VARIANTS: Variant[] = [
  { name: 'drawfront', query: '?site=drawfront', account: { email: 'demo@drawfront.example', password: 'Password123' } },
  { name: 'drawfront en-GB', query: '?site=drawfront&sv=GB', account: { email: 'demo@drawfront.example', password: 'Password123' } },
  { name: 'goodcause', query: '?site=goodcause', account: { email: 'supporter@goodcause.example', password: 'Password123' } },
];

/**
 * Links that are actions rather than pages: following sign-out would end the signed-in crawl. It is
 * still checked as a link target (it must resolve to a route), it is only not visited.
 */
const ACTIONS = ['/logout'];

/**
 * Links of one kind (the same path once numbers are taken out, any query): the results archive links every
 * draw and every page of itself, 25 links of one kind per lottery. The first few of a kind are visited; the
 * rest are counted and left, because the same code makes them all (the archive's paging and a draw's page
 * are checked on each lottery, and every link is still collected and its kind checked).
 */
const VISITS_PER_KIND = 3;

function kindOf(url: string): string {
  return url
    .split('?')[0]!
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi, '/ID')
    .replace(/\/\d+(?=\/|$)/g, '/N');
}

/** The heading of the 404 page; the other two are the error pages'. */
const NOT_FOUND_HEADING = 'Something went wrong.';
const ERROR_HEADINGS = [NOT_FOUND_HEADING, "It's not you, it's us!", "There's a spanner in the works!"];
const SERVER_BUSY = 'We are experiencing large load times on our server.';

interface Failure {
  url: string;
  from: string;
  problem: string;
}

/** Internal links (same origin, a path) in the given part of the page, as paths with their query. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => [...element.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href)),
  );
  const origin = new URL(E2E_BASE_URL).origin;
  return [
    ...new Set(
      hrefs.flatMap((href) => {
        const url = new URL(href);
        if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return [];
        return [`${url.pathname}${url.search}`];
      }),
    ),
  ];
}

/** Quiet: no request in flight for this long (Playwright's `networkidle` waits 500 ms, twice what a chained load leaves). */
const QUIET_MS = 250;
/** A page still fetching after this long is checked as it stands (a poll that never stops must not hang the crawl). */
const SETTLE_LIMIT_MS = 15_000;

/**
 * Waits until the page has settled after a load or an in-app navigation (`networkidle` serves only the first,
 * a document reaches it once), counting the page's requests: the navigation is rendered (two frames), the
 * network is quiet, and if a region says it is loading, that it finishes and the network is quiet again
 * (a region that finished loading may fetch more).
 */
function settling(page: Page): () => Promise<void> {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  const quiet = async () => {
    const started = Date.now();
    while (Date.now() - started < SETTLE_LIMIT_MS && (inFlight > 0 || Date.now() - changedAt < QUIET_MS)) await page.waitForTimeout(50);
  };
  return async () => {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
    await quiet();
    const busy = page.locator('[aria-busy="true"]');
    if ((await busy.count()) === 0) return;
    await busy.first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    await quiet();
  };
}

async function problemOf(page: Page): Promise<string | null> {
  for (const heading of ERROR_HEADINGS) {
    if (await page.getByRole('heading', { name: heading, exact: true }).count()) return heading === NOT_FOUND_HEADING ? '404 page' : `error page "${heading}"`;
  }
  if (await page.getByText(SERVER_BUSY).count()) return 'error page (server busy)';
  return null;
}

async function signIn(page: Page, variant: Variant): Promise<void> {
  await page.goto(`/login${variant.query}`);
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Email address').fill(variant.account.email);
  await account.getByLabel('Password', { exact: true }).fill(variant.account.password);
  await account.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account/ })).toBeVisible();
}

/** Links of the home page's main content, header, footer and the drawers the header opens. */
async function startingLinks(page: Page, signedIn: boolean): Promise<string[]> {
  const links = new Set([...(await linksIn(page, 'main')), ...(await linksIn(page, 'header')), ...(await linksIn(page, 'footer'))]);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  if (await menu.count()) {
    await menu.click();
    for (const link of await linksIn(page, '[role="dialog"]')) links.add(link);
    await page.keyboard.press('Escape');
  }
  const more = page.getByRole('banner').getByRole('button', { name: 'More' });
  if (await more.count()) {
    await more.click();
    for (const link of await linksIn(page, '[role="dialog"]')) links.add(link);
    await page.keyboard.press('Escape');
  }
  if (signedIn) {
    await page.getByRole('banner').getByRole('button', { name: /^Account/ }).click();
    for (const link of await linksIn(page, '[role="dialog"]')) links.add(link);
    await page.keyboard.press('Escape');
  }
  return [...links];
}

async function crawl(page: Page, variant: Variant, signedIn: boolean) {
  const failures: Failure[] = [];
  const settle = settling(page);
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push({ url: current, from: '', problem: `console error: ${message.text().slice(0, 300)}` });
  });
  page.on('pageerror', (error) => failures.push({ url: current, from: '', problem: `page error: ${error.message.slice(0, 300)}` }));

  if (signedIn) await signIn(page, variant);
  current = `/${variant.query}`;
  await page.goto(current);
  await settle();
  const home = await problemOf(page);
  if (home) failures.push({ url: current, from: '(start)', problem: home });

  const visited = new Set<string>(['/']);
  const visitsOfKind = new Map<string, number>();
  let followed = 0;
  let sampledOut = 0;
  let level: { url: string; from: string }[] = (await startingLinks(page, signedIn)).map((url) => ({ url, from: '/' }));
  // The check itself, followed in-app as the second level is: a path no route serves must show as the 404 page.
  await page.evaluate((to) => window.history.pushState(null, '', to), '/crawl-check-no-such-page');
  // Waited for rather than read once: under load the route change can render after the network went quiet.
  await expect(
    page.getByRole('heading', { name: NOT_FOUND_HEADING, exact: true }),
    'an unknown path followed inside the site shows the 404 page',
  ).toBeVisible();
  await settle();

  for (let depth = 1; depth <= 2; depth += 1) {
    const next: { url: string; from: string }[] = [];
    for (const { url, from } of level) {
      followed += 1;
      const path = url.split('?')[0]!;
      if (visited.has(url) || ACTIONS.includes(path)) continue;
      visited.add(url);
      const kind = kindOf(url);
      const visits = visitsOfKind.get(kind) ?? 0;
      if (visits >= VISITS_PER_KIND) {
        sampledOut += 1;
        continue;
      }
      visitsOfKind.set(kind, visits + 1);
      current = url;
      // The first level (the home page's, header's, footer's and drawers' links) loads each page afresh, as a
      // bookmark or a shared link would; the second follows links inside the running site, as a visitor does.
      if (depth === 1) {
        await page.goto(url);
        await settle();
      } else {
        // (no check of the URL after: a signed-in page sends a signed-out visitor on to the sign-in page)
        await page.evaluate((to) => window.history.pushState(null, '', to), url);
        await settle();
      }
      const problem = await problemOf(page);
      if (problem) failures.push({ url, from, problem });
      if (depth === 1) for (const link of await linksIn(page, 'body')) if (!visited.has(link)) next.push({ url: link, from: url });
    }
    level = next;
  }
  const summary = `crawl ${variant.name} ${signedIn ? 'signed in' : 'signed out'}: ${followed} links followed, ${visited.size - sampledOut} pages visited (${sampledOut} more of kinds already visited ${VISITS_PER_KIND} times), ${failures.length} failures`;
  console.log(summary);
  for (const failure of failures) console.log(`  ${failure.problem} at ${failure.url}${failure.from ? ` (linked from ${failure.from})` : ''}`);
  test.info().annotations.push({ type: 'crawl', description: summary });
  expect(failures, summary).toEqual([]);
}

// The crawls share nothing but the platform and only read it: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const variant of VARIANTS) {
  for (const signedIn of [false, true]) {
    test(`crawl ${variant.name}, ${signedIn ? 'signed in' : 'signed out'}: no link leads to a 404, an error page or a console error`, async ({ page }) => {
      test.setTimeout(15 * 60_000);
      // A choice made, so the consent banner does not cover the page; essential only, so no analytics.
      await page.context().addCookies([{ name: 'df_consent', value: 'essential', url: E2E_BASE_URL }]);
      await crawl(page, variant, signedIn);
    });
  }
}
