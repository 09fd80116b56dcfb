import { generatePath, matchRoutes } from 'react-router-dom';
import { REMOTE_NAMES } from '../contract/remotes';
import type { RemoteName } from '../contract/remotes';
import { applyRouteOverrides } from './match-route';
import { pathUnder } from './path-under';
import type { RouteDefinition } from './route-definition';
import { ROUTES } from './route-table';
import { remoteRoutes } from './remote-routes';
import type { RemotePages } from './remote-routes';

/** Each route's page is its id, so a match says which page a URL reaches. */
function pagesOf<R extends RemoteName>(remote: R): RemotePages<R> {
  return Object.fromEntries(ROUTES.filter((route) => route.remote === remote).map((route) => [route.id, `page:${route.id}`])) as RemotePages<R>;
}

/** The page a remote mounted at `basePath` shows for `url`, as the shell mounts it for the route `url` reaches. */
function pageAt(remote: RemoteName, url: string, routeOverrides: Record<string, string> = {}, basePath = '/'): unknown {
  const routes = remoteRoutes(remote, { routeOverrides }, pagesOf(remote), { basePath, notFound: 'not-found' });
  return matchRoutes(routes, url, basePath)?.at(-1)?.route.element;
}

/** URLs of a route: every param filled, and (when it has optional ones) the optional ones left out. */
function sampleUrls(route: RouteDefinition): string[] {
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  const all = Object.fromEntries(names.map((name) => [name, `${name}-1`]));
  const required = Object.fromEntries(names.filter((name) => !route.path.includes(`:${name}?`)).map((name) => [name, `${name}-1`]));
  return [...new Set([generatePath(route.path, { ...all, '*': 'elsewhere' }), generatePath(route.path, { ...required, '*': 'elsewhere' })])];
}

const remoteRoutesOfTable = ROUTES.filter((route): route is (typeof ROUTES)[number] & { remote: RemoteName } => route.remote !== 'shell');

describe('remoteRoutes', () => {
  it.each(REMOTE_NAMES)('takes every route of the table that belongs to %s to its page there', (remote) => {
    const own = remoteRoutesOfTable.filter((route) => route.remote === remote);
    expect(own.length).toBeGreaterThan(0);
    for (const route of own) {
      for (const url of sampleUrls(route)) expect([url, pageAt(remote, url, {}, route.basePath ?? '/')]).toEqual([url, `page:${route.id}`]);
    }
  });

  it('lists only the routes under the base path the remote is mounted at, relative to it', () => {
    const underBase = remoteRoutes('membership', { routeOverrides: {} }, pagesOf('membership'), { basePath: '/daily-winners', notFound: 'not-found' });
    expect(underBase.map((route) => route.path)).toEqual(['/', '/winners', '/deposit', '/giveaways/:giveawayType/:drawNumber', '/membership-tiers', '*']);
    expect(pageAt('membership', '/my-account/current-giveaways', {}, '/')).toBe('page:current-giveaways');
  });

  it("moves a page to the site's path for it, leaving the old path to the remote's not-found page", () => {
    const overrides = { 'spend-limits': '/my-account/limits', 'charity-tickets': '/raffles', 'lotto-party-join': '/groups/join' };
    expect(pageAt('account', '/my-account/limits', overrides)).toBe('page:spend-limits');
    expect(pageAt('account', '/my-account/spend-limits', overrides)).toBe('not-found');
    expect(pageAt('catalogue', '/raffles', overrides)).toBe('page:charity-tickets');
    expect(pageAt('lotto-party', '/groups/join', overrides)).toBe('page:lotto-party-join');
    expect(pageAt('lotto-party', '/lotto-party/join', overrides)).toBe('not-found');
  });

  it('moves a page within its base path, or out of it to a remote mounted at the root', () => {
    const within = { 'daily-winners-winners': '/daily-winners/hall-of-fame' };
    expect(pageAt('membership', '/daily-winners/hall-of-fame', within, '/daily-winners')).toBe('page:daily-winners-winners');
    const out = { 'daily-winners-winners': '/winners-circle' };
    const moved = applyRouteOverrides(ROUTES, out).find((route) => route.id === 'daily-winners-winners')!;
    expect([moved.path, moved.basePath]).toEqual(['/winners-circle', undefined]);
    expect(pageAt('membership', '/winners-circle', out, '/')).toBe('page:daily-winners-winners');
  });
});

describe('pathUnder', () => {
  it('takes the base path off a path under it, keeping the query, and answers null outside it', () => {
    expect(pathUnder('/daily-winners/deposit?amount=5', '/daily-winners')).toBe('/deposit?amount=5');
    expect(pathUnder('/daily-winners', '/daily-winners/')).toBe('/');
    expect(pathUnder('/my-account', '/')).toBe('/my-account');
    expect(pathUnder('/daily-winnersx', '/daily-winners')).toBeNull();
  });
});

// @ts-expect-error a remote's page map that leaves out one of its routes does not compile
const missingPage: RemotePages<'lotto-party'> = { 'lotto-party': 'page' };
void missingPage;
