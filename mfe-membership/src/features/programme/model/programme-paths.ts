import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { PathTo } from '@drawfront/shared/routes/path-to';


/** Pages of the programme need membership-program; the tiers page also needs membership-purchase (storefront §2). */
export function isProgrammeOn(capabilities: readonly Capability[]): boolean {
  return hasCapabilities(capabilities, ['membership-program']);
}

export interface JoinAction {
  kind: 'sign-in' | 'choose-tier' | 'see-winners';
  to: string;
}

/**
 * Visitors sign in and come back; customers pick a tier where the site sells them (the tiers page
 * needs membership-purchase, so pathTo answers null without it), else see the winners.
 */
export function joinAction(isAuthenticated: boolean, pathTo: PathTo): JoinAction | null {
  if (!isAuthenticated) {
    const to = pathTo('login', {}, { returnTo: pathTo('daily-winners') ?? undefined });
    return to ? { kind: 'sign-in', to } : null;
  }
  const tiers = pathTo('daily-winners-membership-tiers');
  if (tiers) return { kind: 'choose-tier', to: tiers };
  const winners = pathTo('daily-winners-winners');
  return winners ? { kind: 'see-winners', to: winners } : null;
}
