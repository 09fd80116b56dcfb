// How a first visit to one page boots, in Chromium: the scripts it downloads (raw and gzip -9 bytes),
// how many requests it makes, how many of them had to follow one another before the route's content
// showed (sequential round trips), and when the header and the content painted. With `apiDelayMs`,
// every API answer is held back that long (the slow-API walk), and the paints say what shows meanwhile.
import { gzipSync } from 'node:zlib';

/** API path prefixes of the platform, read from its discovery document (plus /discover itself). */
export async function apiPrefixes(baseUrl) {
  const discovery = await (await fetch(`${baseUrl}/discover`)).json();
  const prefixes = Object.values(discovery.services).map((service) => new URL(service.baseUrl, baseUrl).pathname.replace(/\/$/, ''));
  return [...new Set([...prefixes, '/discover'])];
}

// Records, in the page's own clock, when the header and the route's main heading first exist and are laid out.
const PAINT_PROBE = `(() => {
  const marks = (window.__dfPaints = {});
  const check = () => {
    const header = document.querySelector('header');
    if (!marks.header && header && header.getBoundingClientRect().height > 0) marks.header = performance.now();
    const heading = document.querySelector('.df-remote h1, main h1');
    if (!marks.content && heading && heading.getBoundingClientRect().height > 0) marks.content = performance.now();
    if (!marks.content || !marks.header) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/**
 * The longest chain of requests where each one started only after the one before it had finished,
 * among those answered before the content painted (a request still open then was not needed for it):
 * the round trips the boot could not overlap. An upper bound: a chain may hold a request the content
 * did not wait for.
 */
function sequentialRoundTrips(requests, contentAt, { startedOnly = false } = {}) {
  const before = requests.filter((r) => (startedOnly ? r.start : r.end) <= contentAt).sort((a, b) => a.start - b.start);
  const depth = new Map();
  for (const request of before) {
    let deepest = 0;
    for (const earlier of before) {
      if (earlier === request || earlier.end > request.start) continue;
      deepest = Math.max(deepest, depth.get(earlier) ?? 0);
    }
    depth.set(request, deepest + 1);
  }
  let last = null;
  for (const request of before) if (!last || depth.get(request) > depth.get(last)) last = request;
  const chain = [];
  for (let current = last; current; ) {
    chain.unshift(current.url);
    const need = depth.get(current) - 1;
    current = before.find((r) => depth.get(r) === need && r.end <= current.start) ?? null;
  }
  return { count: chain.length, chain };
}

/** Boots `path` once in a fresh context and reports what it cost. */
export async function measurePageBoot(browser, baseUrl, path, { apiDelayMs = 0, prefixes = [] } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(PAINT_PROBE);
  if (apiDelayMs > 0) {
    await page.route(
      (url) => url.origin === new URL(baseUrl).origin && prefixes.some((prefix) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, apiDelayMs));
        await route.continue().catch(() => undefined);
      },
    );
  }
  const scripts = [];
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined, // a response without a body (redirect) carries no script
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 60_000 + apiDelayMs * 10 });
  // "networkidle" alone can fire while the page is still parsing its scripts on a busy machine: wait for the content first.
  await page.waitForFunction(() => window.__dfPaints?.content, null, { timeout: 60_000 + apiDelayMs * 10 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await Promise.all(pending);
  const timing = await page.evaluate(() => ({
    paints: window.__dfPaints,
    htmlEnd: performance.getEntriesByType('navigation')[0].responseEnd,
    requests: [performance.getEntriesByType('navigation')[0], ...performance.getEntriesByType('resource')].map((entry) => ({ url: entry.name, start: entry.startTime, end: entry.responseEnd })),
  }));
  await context.close();
  const contentAt = timing.paints.content ?? Infinity;
  const sum = (key) => scripts.reduce((total, file) => total + file[key], 0);
  const requests = timing.requests.map((r) => ({ ...r, url: new URL(r.url).pathname }));
  const roundTrips = sequentialRoundTrips(requests, contentAt);
  // The first measurements counted every request started before the content painted: kept for comparison.
  const startedBefore = sequentialRoundTrips(requests, contentAt, { startedOnly: true });
  return {
    path,
    apiDelayMs,
    scripts: scripts.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    requests: timing.requests.length,
    roundTripsToContent: roundTrips.count,
    chain: roundTrips.chain,
    roundTripsStartedBeforeContent: startedBefore.count,
    headerAfterHtmlMs: timing.paints.header === undefined ? null : Math.round(timing.paints.header - timing.htmlEnd),
    contentAfterHtmlMs: timing.paints.content === undefined ? null : Math.round(timing.paints.content - timing.htmlEnd),
    byFile: scripts.sort((a, b) => b.gzip - a.gzip),
  };
}
