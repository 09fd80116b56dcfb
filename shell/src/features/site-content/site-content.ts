import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { SiteContentConfig } from '@drawfront/shared/contract/content';
import { siteConfigQuery } from '@drawfront/shared/data/shared-queries';
import { useQuery } from '@drawfront/shared/data/use-query';

/**
 * The site's content config (`GET /items/site_config`): banner text, feedback switch, chat hours, drawer
 * links, under the `['site-config']` key (fresh for a day, `query-defaults.ts`). Null before it loads and
 * after a failure (groups spec §8: content load failures are silent): the shell draws without it.
 */
export function useSiteContent(api: ApiClient): SiteContentConfig | null {
  const { key, load } = siteConfigQuery(api, { quiet: true });
  const config = useQuery(key, load);
  return config.status === 'success' ? config.data : null;
}
