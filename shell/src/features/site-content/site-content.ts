import { useEffect, useState } from 'react';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { SiteContentConfig } from '@drawfront/shared/contract/content';

/** Site config is cached like navigation (storefront §9: 24 h for navigation and components). */
const CACHE_MS = 24 * 60 * 60_000;

const loads = new WeakMap<ApiClient, Promise<SiteContentConfig | null>>();

/**
 * The site's content config (`GET /items/site_config`): banner text, feedback switch, chat hours,
 * drawer links. Read once per page; a failure is ignored (groups spec §8: content load failures are
 * silent) and the shell draws without it.
 */
export function loadSiteContent(api: ApiClient): Promise<SiteContentConfig | null> {
  let load = loads.get(api);
  if (!load) {
    load = api
      .request<{ data: SiteContentConfig }>({ service: 'content', path: '/items/site_config', cacheTtlMs: CACHE_MS, noSitewideError: true })
      .then((answer) => answer.data)
      .catch(() => null);
    loads.set(api, load);
  }
  return load;
}

/** The site content config once loaded (null before, and after a failure). */
export function useSiteContent(api: ApiClient): SiteContentConfig | null {
  const [config, setConfig] = useState<SiteContentConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadSiteContent(api).then((loaded) => {
      if (live) setConfig(loaded);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return config;
}
