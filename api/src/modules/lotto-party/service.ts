import { randomBytes, randomUUID } from 'node:crypto';
import type { LottoPartyConfig, LottoPartyGroup, LottoPartyGroupPage, LottoPartyOrder, LottoPartyOrderPage, LottoPartySession, LottoPartySessionDetails, LottoPartySessionPage, SessionDraw } from '@drawfront/shared/contract/lotto-party';
import { AUTOSESSION_STATUSES, DEFAULT_PAGE_SIZE, GROUP_LIST_PAGE_SIZE, leaveProblem, linearGamePrice, SHARE_PRICE_MAX_CENTS, SHARE_PRICE_MIN_CENTS, SHARE_PRICE_STEP_CENTS, sharePriceProblem, SHARES_MAX, SHARES_MIN, sharesLeft, sharesTotalProblem } from '@drawfront/shared/rules/lotto-party';
import type { AutosessionStatus, PublicityStatus } from '@drawfront/shared/rules/lotto-party';
import { CREATION_STEPS } from '@drawfront/shared/rules/lotto-party-steps';
import { formatMoney } from '@drawfront/shared/format/money';
import { playBreakNotice } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import type { Database, Executor, Transaction } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { violates } from '../ledger/service';
import type { NewNotification } from '../notifications/service';
import type { SiteRecord } from '../sites/site-record';
import { buildLedger } from './ledger';
import { containsProfanity } from './profanity';
import { assertGroupRole } from './roles';
import type { GroupWrite } from './roles';
import * as groups from './repository';
import type { GroupRecord, LotteryDrawRow, SessionRecord } from './repository';
import * as shares from './shares-repository';
import type { OrderRow } from './shares-repository';
import { homeCurrencyOf } from '../sites/money-site';

export interface NewSession {
  groupId: string;
  inviteAllExistingMembers: boolean;
  lotteryKey: string;
  drawNo: number;
  sharePrice: number;
  sharesTotal: number;
  autosessionStatus?: AutosessionStatus;
}

const nameKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const page = <T>(items: T[], limit: number, offset: number, total: number) => ({ items, pageInfo: { limit, offset, total } });

function toDraw(row: Pick<LotteryDrawRow, 'drawId' | 'drawNo' | 'drawDate' | 'stop' | 'lotteryKey' | 'lotteryName'>): SessionDraw {
  return { drawId: row.drawId, drawNo: row.drawNo, drawDate: row.drawDate.toISOString(), stop: row.stop.toISOString(), lotteryKey: row.lotteryKey, lotteryName: row.lotteryName };
}

function gamePriceOf(row: LotteryDrawRow): number | null {
  const offer = row.gameTypes.find((type) => type.key === 'standard')?.gameOffers[0];
  return offer && offer.numberSets.length > 0 ? linearGamePrice(offer.prices) : null;
}

export type LottoPartyService = ReturnType<typeof createLottoPartyService>;

export interface LottoPartyOptions {
  now: () => Date;
  notify?: (tx: Transaction, notification: NewNotification) => Promise<void>;
  /** The break or self-exclusion in force (play-breaks/service.ts): group play has prizes, so one refuses starting or joining a group. */
  playBreakInForce?: (customerId: string) => Promise<PlayBreak | null>;
}

/** Lotto party groups, sessions, orders and config (groups spec §3–§7); shares are sold by `share-kind.ts`, sessions closed by `close.ts`. */
export function createLottoPartyService(db: Database, options: LottoPartyOptions) {
  const { now } = options;

  /** Refuses, with the notice every remote shows, a customer on a break or excluded (shares are refused by the spend check). */
  async function refuseOnBreak(site: SiteRecord, customerId: string): Promise<void> {
    const playBreak = await options.playBreakInForce?.(customerId);
    if (playBreak) throw new AppError(ERROR_CODES.playBreak, [playBreakNotice(playBreak, site.locale, site.timeZone)]);
  }

  function toGroup(row: GroupRecord, customerId: string, member: boolean): LottoPartyGroup {
    return {
      id: row.id,
      groupName: row.groupName,
      publicityStatus: row.publicityStatus,
      organiserName: row.organiserName,
      isOrganiser: row.organiserId === customerId,
      isMember: member,
      memberCount: row.memberCount,
      // Any member may invite (rules): the link's token is shown to members only.
      inviteToken: member ? row.inviteToken : null,
      openSessionId: row.openSessionId,
      createdAt: row.createdAt.toISOString(),
    };
  }

  function toSession(row: SessionRecord, myShares: number): LottoPartySession {
    return {
      sessionId: row.id,
      groupId: row.groupId,
      groupName: row.groupName,
      draws: [toDraw({ ...row, drawId: row.drawId })],
      inviteAllExistingMembers: row.inviteAllExistingMembers,
      autosessionStatus: row.autosessionStatus,
      // A closed session is paid once its draw has paid (the close job records it too, on its next run).
      status: row.status === 'closed' && (row.drawStatus === 'DRAW_PAID' || row.drawStatus === 'DRAW_EMAILED') ? 'paid' : row.status,
      sharePrice: { amount: row.sharePriceCents, currency: row.currency },
      sharesTotal: row.sharesTotal,
      sharesSold: row.sharesSold,
      sharesLeft: sharesLeft(row.sharesTotal, row.sharesSold),
      myShares,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function sessionsOf(rows: SessionRecord[], customerId: string | null): Promise<LottoPartySession[]> {
    const mine = customerId ? await shares.customerShares(db, rows.map((row) => row.id), customerId) : new Map<string, number>();
    return rows.map((row) => toSession(row, mine.get(row.id) ?? 0));
  }

  async function groupFor(site: SiteRecord, customerId: string, groupId: string): Promise<{ group: GroupRecord; member: boolean }> {
    const group = await groups.findGroup(db, site.key, { id: groupId });
    if (!group) throw new AppError(ERROR_CODES.groupNotFound, [groupId]);
    const member = await groups.isMember(db, group.id, customerId);
    // A private group is for its members only; public and promoted groups may be read by anyone signed in.
    if (!member && group.publicityStatus === 'private') throw new AppError(ERROR_CODES.notGroupMember, ['read this group']);
    return { group, member };
  }

  /** The group a write acts on, once the customer's place in it allows the write (`WRITE_ROLES`). */
  async function groupForWrite(site: SiteRecord, customerId: string, groupId: string, write: GroupWrite): Promise<GroupRecord> {
    const group = await groups.findGroup(db, site.key, { id: groupId });
    if (!group) throw new AppError(ERROR_CODES.groupNotFound, [groupId]);
    assertGroupRole(write, { member: await groups.isMember(db, group.id, customerId), organiser: group.organiserId === customerId });
    return group;
  }

  async function ledgerOf(executor: Executor, session: SessionRecord, customerId: string) {
    return buildLedger({
      currency: session.currency,
      me: customerId,
      holdings: await shares.holdings(executor, session.id),
      refunds: await shares.refunds(executor, session.id),
      parts: await shares.prizePartSums(executor, session.id),
      tickets: session.checkoutId ? await shares.sessionTickets(executor, session.checkoutId) : [],
    });
  }

  async function toOrders(site: SiteRecord, customerId: string, rows: OrderRow[], details: boolean): Promise<LottoPartyOrder[]> {
    const orders: LottoPartyOrder[] = [];
    for (const row of rows) {
      const session = (await groups.findSession(db, site.key, row.sessionId))!;
      const [summary] = await sessionsOf([session], customerId);
      const drawn = ['DRAW_DRAWN', 'DRAW_SCORED', 'DRAW_PAID', 'DRAW_EMAILED'].includes(session.drawStatus);
      orders.push({
        id: row.id,
        socialSyndicateId: row.sessionId,
        groupId: row.groupId,
        groupName: row.groupName,
        shares: row.quantity,
        paid: { amount: row.paidCents, currency: session.currency },
        purchasedAt: row.createdAt.toISOString(),
        checkoutId: row.checkoutId,
        status: drawn ? 'past_products' : 'upcoming_products',
        session: summary!,
        details: details ? await ledgerOf(db, session, customerId) : null,
      });
    }
    return orders;
  }

  return {
    async createGroup(site: SiteRecord, customerId: string, body: { groupName: string; publicityStatus?: PublicityStatus }): Promise<LottoPartyGroup> {
      await refuseOnBreak(site, customerId);
      const groupName = body.groupName.trim().replace(/\s+/g, ' ');
      if (containsProfanity(groupName)) throw new AppError(ERROR_CODES.containsProfanity, [], { errors: { groupName: ['contains_profanity'] } });
      const nameKey = nameKeyOf(groupName);
      if (await groups.groupIdByName(db, site.key, nameKey)) throw new AppError(ERROR_CODES.duplicateGroupName, [groupName]);
      const id = randomUUID();
      const at = now();
      try {
        await db.transaction(async (tx) => {
          await groups.insertGroup(tx, { id, siteKey: site.key, groupName, nameKey, publicityStatus: body.publicityStatus ?? 'private', organiserId: customerId, inviteToken: randomBytes(18).toString('base64url'), createdAt: at });
          await groups.addMember(tx, id, customerId, at);
        });
      } catch (error) {
        // Two creators racing for one name: the unique index decides, and the loser hears 409 as if it had checked later.
        if (violates(error, 'lotto_party_groups_name_unique')) throw new AppError(ERROR_CODES.duplicateGroupName, [groupName]);
        throw error;
      }
      return toGroup((await groups.findGroup(db, site.key, { id }))!, customerId, true);
    },

    async listGroups(site: SiteRecord, customerId: string, limit = GROUP_LIST_PAGE_SIZE, offset = 0): Promise<LottoPartyGroupPage> {
      const { rows, total } = await groups.listMemberGroups(db, site.key, customerId, limit, offset);
      const result = page(rows.map((row) => toGroup(row, customerId, true)), limit, offset, total);
      return { groups: result.items, pageInfo: result.pageInfo };
    },

    async group(site: SiteRecord, customerId: string, groupId: string): Promise<LottoPartyGroup> {
      const { group, member } = await groupFor(site, customerId, groupId);
      return toGroup(group, customerId, member);
    },

    /** The group an invite link names (anyone signed in who has the link may see it, to join). */
    async groupByToken(site: SiteRecord, customerId: string, token: string): Promise<LottoPartyGroup> {
      const group = await groups.findGroup(db, site.key, { token });
      if (!group) throw new AppError(ERROR_CODES.groupNotFound, ['with this invite link']);
      return toGroup(group, customerId, await groups.isMember(db, group.id, customerId));
    },

    async joinGroup(site: SiteRecord, customerId: string, token: string): Promise<LottoPartyGroup> {
      const group = await groups.findGroup(db, site.key, { token });
      if (!group) throw new AppError(ERROR_CODES.groupNotFound, ['with this invite link']);
      await refuseOnBreak(site, customerId);
      await groups.addMember(db, group.id, customerId, now());
      return toGroup((await groups.findGroup(db, site.key, { id: group.id }))!, customerId, true);
    },

    async leaveGroup(site: SiteRecord, customerId: string, groupId: string): Promise<LottoPartyGroup> {
      const group = await groupForWrite(site, customerId, groupId, 'DELETE /group/:id/member');
      const problem = leaveProblem({ isOrganiser: group.organiserId === customerId, openSessionShares: await shares.customerSharesInOpenSessions(db, group.id, customerId) });
      if (problem) throw new AppError(ERROR_CODES.lottoPartyRefused, [problem]);
      await groups.removeMember(db, group.id, customerId);
      return toGroup((await groups.findGroup(db, site.key, { id: group.id }))!, customerId, false);
    },

    async groupSessions(site: SiteRecord, customerId: string, groupId: string, limit = DEFAULT_PAGE_SIZE, offset = 0): Promise<LottoPartySessionPage> {
      const { group } = await groupFor(site, customerId, groupId);
      const { rows, total } = await groups.listGroupSessions(db, group.id, limit, offset);
      return { sessions: await sessionsOf(rows, customerId), pageInfo: { limit, offset, total } };
    },

    async openSession(site: SiteRecord, customerId: string, groupId: string): Promise<LottoPartySession> {
      const { group } = await groupFor(site, customerId, groupId);
      if (!group.openSessionId) throw new AppError(ERROR_CODES.sessionNotFound, [`open in group ${group.id}`]);
      const session = (await groups.findSession(db, site.key, group.openSessionId))!;
      return (await sessionsOf([session], customerId))[0]!;
    },

    async createSession(site: SiteRecord, customerId: string, body: NewSession): Promise<LottoPartySessionDetails> {
      const group = await groupForWrite(site, customerId, body.groupId, 'POST /session');
      const problem = sharePriceProblem(body.sharePrice) ?? sharesTotalProblem(body.sharesTotal);
      if (problem) throw new AppError(ERROR_CODES.lottoPartyRefused, [problem], { errors: { [sharePriceProblem(body.sharePrice) ? 'sharePrice' : 'sharesTotal']: [problem] } });
      const draw = await groups.findLotteryDraw(db, site.key, { lotteryKey: body.lotteryKey, drawNo: body.drawNo });
      if (!draw) throw new AppError(ERROR_CODES.drawNotFound, [body.drawNo, body.lotteryKey, site.key]);
      const at = now();
      // Groups spec §5: a closed session draw makes create-session answer 422.
      if (draw.drawStatus !== 'DRAW_OPEN' || draw.stop <= at) throw new AppError(ERROR_CODES.drawClosed, [`Draw ${draw.drawNo} of ${draw.lotteryName} has closed: choose a later draw.`]);
      const gamePrice = gamePriceOf(draw);
      if (gamePrice === null) throw new AppError(ERROR_CODES.lottoPartyRefused, [`${draw.lotteryName} cannot be played as a lotto party.`]);
      if (group.openSessionId) throw new AppError(ERROR_CODES.sessionAlreadyOpen);
      const id = randomUUID();
      try {
        await db.transaction(async (tx) => {
          await groups.insertSession(tx, {
            id,
            groupId: group.id,
            offerId: draw.offerId,
            drawId: draw.drawId,
            createdBy: customerId,
            sharePriceCents: body.sharePrice,
            gamePriceCents: gamePrice,
            sharesTotal: body.sharesTotal,
            autosessionStatus: body.autosessionStatus ?? 'off',
            inviteAllExistingMembers: body.inviteAllExistingMembers,
            createdAt: at,
          });
          // inviteAllExistingMembers: every other member hears of the session in the bell, with the same transaction.
          if (!body.inviteAllExistingMembers || !options.notify) return;
          const price = formatMoney(body.sharePrice, draw.currency, site.locale);
          for (const memberId of await groups.groupMemberIds(tx, group.id)) {
            if (memberId === customerId) continue;
            await options.notify(tx, {
              customerId: memberId,
              siteKey: site.key,
              kind: 'lotto_party_session',
              title: `${group.groupName}: a new session`,
              body: `${draw.lotteryName} draw ${draw.drawNo}: shares at ${price} each. Buy yours before the draw closes.`,
              link: `/my-account/lotto-party/session/${id}`,
              dedupeKey: `lotto-party-session:${id}:${memberId}`,
            });
          }
        });
      } catch (error) {
        // Two opens racing past the check above: the partial unique index keeps one, the other hears 409 as if it had checked later.
        if (violates(error, 'lotto_party_sessions_one_open_per_group')) throw new AppError(ERROR_CODES.sessionAlreadyOpen);
        throw error;
      }
      return this.session(site, customerId, id);
    },

    async updateSession(site: SiteRecord, customerId: string, sessionId: string, autosessionStatus: AutosessionStatus): Promise<LottoPartySessionDetails> {
      const session = await groups.findSession(db, site.key, sessionId);
      if (!session) throw new AppError(ERROR_CODES.sessionNotFound, [sessionId]);
      await groupForWrite(site, customerId, session.groupId, 'PUT /session/:id');
      await db.transaction(async (tx) => {
        await groups.lockSession(tx, sessionId);
        await groups.updateSession(tx, sessionId, { autosessionStatus });
      });
      return this.session(site, customerId, sessionId);
    },

    async session(site: SiteRecord, customerId: string, sessionId: string): Promise<LottoPartySessionDetails> {
      const session = await groups.findSession(db, site.key, sessionId);
      if (!session) throw new AppError(ERROR_CODES.sessionNotFound, [sessionId]);
      const { member } = await groupFor(site, customerId, session.groupId);
      const [summary] = await sessionsOf([session], customerId);
      return { ...summary!, ledger: member ? await ledgerOf(db, session, customerId) : null };
    },

    async discover(site: SiteRecord, customerId: string | null, drawId: number | null, limit = DEFAULT_PAGE_SIZE, offset = 0): Promise<LottoPartySessionPage> {
      const { rows, total } = await groups.listDiscoverable(db, site.key, drawId, limit, offset);
      return { sessions: await sessionsOf(rows, customerId), pageInfo: { limit, offset, total } };
    },

    async config(site: SiteRecord, subVariant: string): Promise<LottoPartyConfig> {
      const rows = await groups.openLotteryDraws(db, site.key, now());
      const lotteries = new Map<string, LottoPartyConfig['lotteries'][number]>();
      for (const row of rows) {
        const gamePrice = gamePriceOf(row);
        if (gamePrice === null) continue;
        const entry = lotteries.get(row.lotteryKey) ?? { lotteryKey: row.lotteryKey, name: row.lotteryName, gamePrice: { amount: gamePrice, currency: row.currency }, draws: [] };
        if (entry.draws.length < 4) entry.draws.push(toDraw(row));
        lotteries.set(row.lotteryKey, entry);
      }
      return {
        subVariant,
        currency: homeCurrencyOf(site),
        sharePrice: { min: SHARE_PRICE_MIN_CENTS, max: SHARE_PRICE_MAX_CENTS, step: SHARE_PRICE_STEP_CENTS },
        shares: { min: SHARES_MIN, max: SHARES_MAX },
        groupListPageSize: GROUP_LIST_PAGE_SIZE,
        pageSize: DEFAULT_PAGE_SIZE,
        publicityStatuses: ['private', 'promoted', 'public'],
        autosessionStatuses: [...AUTOSESSION_STATUSES],
        creationSteps: [...CREATION_STEPS],
        lotteries: [...lotteries.values()],
      };
    },

    async orders(site: SiteRecord, customerId: string, status: 'upcoming_products' | 'past_products', limit = DEFAULT_PAGE_SIZE, offset = 0): Promise<LottoPartyOrderPage> {
      const { rows, total } = await shares.listOrders(db, site.key, customerId, status, limit, offset);
      return { orders: await toOrders(site, customerId, rows, false), pageInfo: { limit, offset, total } };
    },

    async order(site: SiteRecord, customerId: string, orderId: string, details: boolean): Promise<LottoPartyOrder> {
      const rows = await shares.findOrders(db, site.key, customerId, { id: orderId });
      if (rows.length === 0) throw new AppError(ERROR_CODES.orderNotFound, [orderId]);
      return (await toOrders(site, customerId, rows, details))[0]!;
    },

    async ordersOfSession(site: SiteRecord, customerId: string, sessionId: string, details: boolean): Promise<LottoPartyOrderPage> {
      const session = await groups.findSession(db, site.key, sessionId);
      if (!session) throw new AppError(ERROR_CODES.sessionNotFound, [sessionId]);
      const rows = await shares.findOrders(db, site.key, customerId, { sessionId });
      return { orders: await toOrders(site, customerId, rows, details), pageInfo: { limit: rows.length, offset: 0, total: rows.length } };
    },

    async recommended(site: SiteRecord, customerId: string): Promise<LottoPartySessionPage> {
      const rows = await groups.listRecommended(db, site.key, customerId, DEFAULT_PAGE_SIZE);
      return { sessions: await sessionsOf(rows, customerId), pageInfo: { limit: DEFAULT_PAGE_SIZE, offset: 0, total: rows.length } };
    },
  };
}
