import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import type { Capability } from '@drawfront/shared/contract/capabilities';

/** Pages of the programme need membership-program; the tiers page also needs membership-purchase (storefront §2). */
export function isProgrammeOn(capabilities: readonly Capability[]): boolean {
  return hasCapabilities(capabilities, ['membership-program']);
}
