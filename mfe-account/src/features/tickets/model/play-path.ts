import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import type { SiteInfo } from '@drawfront/shared/contract/site';

/** Where "play" sends a customer with no tickets: the lottery tickets page where the site has it (it needs both capabilities), else home. */
export function playPath(site: Pick<SiteInfo, 'capabilities'>): string {
  return hasCapabilities(site.capabilities, ['commercial-lotteries', 'multi-offer-site']) ? '/lotto-tickets' : '/';
}
