import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import type { Capability } from '@drawfront/shared/contract/capabilities';

/** The programme's site paths (groups §2 "Daily winners"; "daily-winners" is the default programme URL). */
export const PROGRAMME_PATH = '/daily-winners';
export const TIERS_PATH = `${PROGRAMME_PATH}/membership-tiers`;
export const WINNERS_PATH = `${PROGRAMME_PATH}/winners`;

/** Pages of the programme need membership-program; the tiers page also needs membership-purchase (storefront §2). */
export function isProgrammeOn(capabilities: readonly Capability[]): boolean {
  return hasCapabilities(capabilities, ['membership-program']);
}

export interface JoinAction {
  kind: 'sign-in' | 'choose-tier' | 'see-winners';
  to: string;
}

/** Visitors sign in and come back; customers pick a tier where the site sells them, else see the winners. */
export function joinAction(isAuthenticated: boolean, capabilities: readonly Capability[]): JoinAction {
  if (!isAuthenticated) return { kind: 'sign-in', to: `/login?${new URLSearchParams({ returnTo: PROGRAMME_PATH }).toString()}` };
  if (hasCapabilities(capabilities, ['membership-purchase'])) return { kind: 'choose-tier', to: TIERS_PATH };
  return { kind: 'see-winners', to: WINNERS_PATH };
}
