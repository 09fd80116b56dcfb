import { shareBuyProblem, sharesCost } from '@drawfront/shared/rules/lotto-party';
import { LineProblem } from '../cart/lines';
import type { CartLineKind, PricedKindLine } from '../cart/line-kinds';
import { post, systemAccount } from '../ledger/service';
import { addSharesSold, findSession, isMember, lockSession } from './repository';
import type { SessionRecord } from './repository';
import { insertShares } from './shares-repository';
import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function describe(session: SessionRecord): string {
  return `${session.groupName}: ${session.lotteryName} draw ${session.drawNo} shares`;
}

/**
 * `social_syndicate_share` cart lines (storefront §3): shares of a lotto party session, keyed by the session id.
 * Priced from the session (share price × quantity) for members of its group while it sells; fulfilled in the
 * purchase's transaction under the session's row lock, so the last shares go to exactly one buyer. The money
 * the purchase paid to the house moves on to the lotto party pool, which buys the session's games at its close.
 */
export function shareLineKind(): CartLineKind {
  return {
    productType: 'social_syndicate_share',
    async price(db, { site, customerId, at }, draft): Promise<PricedKindLine> {
      if (customerId === null) throw new LineProblem('Sign in to buy lotto party shares.');
      const session = UUID.test(draft.key) ? await findSession(db, site.key, draft.key) : null;
      if (!session) throw new LineProblem(`There is no lotto party session '${draft.key}'.`);
      if (!(await isMember(db, session.groupId, customerId))) throw new LineProblem('Join the group to buy shares of its session.');
      if (session.status === 'open' && (session.stop <= at || session.drawStatus !== 'DRAW_OPEN')) {
        throw new LineProblem(`Draw ${session.drawNo} of ${session.lotteryName} has closed: its session sells no more shares.`, 'draw_closed');
      }
      const problem = shareBuyProblem(session, draft.quantity);
      if (problem) throw new LineProblem(problem);
      return {
        productType: 'social_syndicate_share',
        key: session.id,
        quantity: draft.quantity,
        description: describe(session),
        unitPrice: session.sharePriceCents,
        total: sharesCost(session.sharePriceCents, draft.quantity),
        details: { groupId: session.groupId, groupName: session.groupName, sessionId: session.id, lotteryKey: session.lotteryKey, drawNo: session.drawNo, drawDate: session.drawDate.toISOString() },
        recurringPurchase: null,
      };
    },
    async fulfil(tx, { site, customerId, checkoutId, at }, line) {
      const locked = await lockSession(tx, line.key);
      if (!locked) throw new LineProblem(`There is no lotto party session '${line.key}'.`);
      // Checked again under the lock: another buyer may have taken the last shares since the line was priced.
      const problem = shareBuyProblem(locked, line.quantity);
      if (problem) throw new LineProblem(problem);
      await addSharesSold(tx, locked.id, line.quantity);
      await insertShares(tx, { id: randomUUID(), sessionId: locked.id, customerId, quantity: line.quantity, paidCents: line.total, checkoutId, createdAt: at });
      const house = await systemAccount(tx, 'house_revenue', site.currency);
      const pool = await systemAccount(tx, 'lotto_party_pool', site.currency);
      await post(tx, {
        kind: 'purchase',
        reference: `lotto-party-session-${locked.id}-shares-${checkoutId}`,
        description: `Lotto party shares held for session ${locked.id}`,
        at,
        entries: [
          { accountId: house, amount: -line.total },
          { accountId: pool, amount: line.total },
        ],
      });
    },
  };
}
