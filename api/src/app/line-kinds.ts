import { createLineKinds } from '../modules/cart/line-kinds';
import type { CartLineKind } from '../modules/cart/line-kinds';
import { lottoPartyPlugin } from '../modules/lotto-party/plugin';
import { membershipPlugin } from '../modules/membership/plugin';
import type { Mailer } from '../modules/outbox/mail/mailer';

/**
 * Products bought through the cart that are not tickets (lotto party shares, memberships): the cart and every
 * purchase path sell each kind registered here. A caller's kinds (a test's, a partner product) come first, and a
 * caller's own membership kind replaces the programme's premium line.
 */
export function appLineKinds(given: readonly CartLineKind[] = [], mailer?: Mailer) {
  const lineKinds = createLineKinds();
  for (const kind of given) lineKinds.register(kind);
  if (!given.some((kind) => kind.productType === 'membership')) lineKinds.register(membershipPlugin.lineKind(mailer));
  lineKinds.register(lottoPartyPlugin.lineKind());
  return lineKinds;
}
