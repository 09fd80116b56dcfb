import type { Discovery } from '@drawfront/shared/api-client/types';
import type { BootData, BootSite } from '@drawfront/shared/boot/boot-data';
import type { ReleaseResolution } from '@drawfront/shared/contract/release';
import { BootError } from './boot-error';
import type { SiteSelection } from './site-selection';

/**
 * The three calls before anything can render: discovery, the site, and its live release.
 * They use fetch directly because the API client needs their answers (base URLs, app key) to exist.
 */
async function getJson<T>(url: string, headers: Record<string, string>, what: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json', ...headers }, credentials: 'same-origin' });
  } catch (error) {
    throw new BootError(500, `${what}: network error (${(error as Error).message})`);
  }
  if (!response.ok) {
    // No live release means the site is not open yet: show the maintenance page, not a crash.
    const status = response.status === 404 && what === 'release' ? 503 : response.status >= 500 ? response.status : 500;
    throw new BootError(status, `${what}: ${url} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

export async function loadBootData(selection: SiteSelection, visitor: string): Promise<BootData> {
  const discovery = await getJson<Discovery>('/discover', {}, 'discovery');
  const platform = discovery.services.platform.baseUrl;
  const siteHeaders: Record<string, string> = {};
  if (selection.site) siteHeaders['X-Drawfront-Site'] = selection.site;
  if (selection.subVariant) siteHeaders['X-Sub-Variant'] = selection.subVariant;
  const site = await getJson<BootSite>(`${platform}/sites/current`, siteHeaders, 'site');
  const resolution = await getJson<ReleaseResolution>(
    `${platform}/sites/${encodeURIComponent(site.key)}/release?visitor=${encodeURIComponent(visitor)}`,
    {},
    'release',
  );
  return { discovery, site, resolution };
}
