// The page-boot measurements `npm run bench` and `node bench/boot.mjs` share, and their table.
import { apiPrefixes, measurePageBoot } from './page-boot.mjs';

export const BOOT_ROUTES = ['/', '/lotto-tickets', '/cart', '/login', '/lotto-party', '/daily-winners'];
export const SLOW_API_MS = 3000;

/** Every route once as a first visit, then home with every API answer delayed by SLOW_API_MS. */
export async function measureBoot(browser, baseUrl) {
  const routes = [];
  for (const path of BOOT_ROUTES) routes.push(await measurePageBoot(browser, baseUrl, path));
  const slowApi = await measurePageBoot(browser, baseUrl, '/', { apiDelayMs: SLOW_API_MS, prefixes: await apiPrefixes(baseUrl) });
  return { routes, slowApi };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value === null ? 'never' : `${value} ms`);

export function bootTable({ routes, slowApi }) {
  const home = routes[0];
  return [
    '| route | scripts | raw JS | gzip JS | requests | sequential round trips to content | header after HTML | content after HTML |',
    '|---|---|---|---|---|---|---|---|',
    ...routes.map((r) => `| ${r.path} | ${r.scripts} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.requests} | ${r.roundTripsToContent} | ${ms(r.headerAfterHtmlMs)} | ${ms(r.contentAfterHtmlMs)} |`),
    `| / with every API answer ${SLOW_API_MS / 1000} s late | ${slowApi.scripts} | ${kb(slowApi.raw)} | ${kb(slowApi.gzip)} | ${slowApi.requests} | ${slowApi.roundTripsToContent} | ${ms(slowApi.headerAfterHtmlMs)} | ${ms(slowApi.contentAfterHtmlMs)} |`,
    '',
    `Home boot chain: ${home.chain.join(' → ')}`,
    '',
    '| home script | raw | gzip |',
    '|---|---|---|',
    ...home.byFile.map((file) => `| ${file.url} | ${kb(file.raw)} | ${kb(file.gzip)} |`),
  ].join('\n');
}
