import type { BlockedReasonId } from '@drawfront/shared/contract/cart';
import type { I18n } from '@drawfront/shared/contract/i18n';
import type { PathTo } from '@drawfront/shared/routes/path-to';
import type { RouteId } from '@drawfront/shared/routes/route-table';

/** Where a blocked cart sends the customer to sort it out (storefront §4 "Cart blocked reasons"). */
export interface BlockedReasonAction {
  to: string;
  label: string;
}

const ACTIONS: Record<BlockedReasonId, { route: RouteId; key: string; label: string }> = {
  precommitment_limit: { route: 'precommitment-limit', key: 'cart.blocked.precommitment', label: 'Review my pre-commitment limit' },
  spend_limit: { route: 'spend-limits', key: 'cart.blocked.spend-limit', label: 'Review my spend limits' },
  // The site-wide limit cannot be changed by the customer; the spend-limits page explains it.
  global_spend_limit: { route: 'spend-limits', key: 'cart.blocked.global-spend-limit', label: 'Review my spend limits' },
  verification_required: { route: 'verify-account', key: 'cart.blocked.verification', label: 'Verify my account' },
  deposit_limit: { route: 'deposit-limits', key: 'cart.blocked.deposit-limit', label: 'Review my deposit limits' },
  play_break: { route: 'take-a-break', key: 'cart.blocked.play-break', label: 'See my break' },
};

/**
 * The action of a blocked reason; an unknown reason falls back to the account page (the spec's "fixed
 * default"). Null when the site does not have the page (its capability is off): the reason shows no link.
 */
export function blockedReasonAction(reason: string, i18n: I18n, pathTo: PathTo): BlockedReasonAction | null {
  const action = (ACTIONS as Record<string, (typeof ACTIONS)[BlockedReasonId] | undefined>)[reason];
  const to = pathTo(action?.route ?? 'my-account');
  if (to === null) return null;
  return action ? { to, label: i18n.t(action.key, action.label) } : { to, label: i18n.t('cart.blocked.default', 'Go to my account') };
}

/** The blocked reasons of a cart as [id, message] pairs, skipping empty messages. */
export function blockedReasonEntries(reasons: Partial<Record<string, string>>): [string, string][] {
  return Object.entries(reasons).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '');
}
