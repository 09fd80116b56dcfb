import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import type { Capability } from '@drawfront/shared/contract/capabilities';

/** Where "browse tickets" leads: the lotto list on sites that sell lotteries (its capabilities), otherwise home. */
export function browsePath(capabilities: readonly Capability[]): string {
  return hasCapabilities(capabilities, ['commercial-lotteries', 'multi-offer-site']) ? '/lotto-tickets' : '/';
}
