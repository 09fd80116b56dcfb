import { and, asc, count, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { customers, draws, lottoPartyGroups, lottoPartyMembers, lottoPartySessions, lottoPartyShares, productOffers, sites } from '../../db/schema';
import type { DrawStatus } from '../draws/draw-status';

export type GroupRow = typeof lottoPartyGroups.$inferSelect;
export type SessionRow = typeof lottoPartySessions.$inferSelect;

export interface GroupRecord extends GroupRow {
  organiserName: string;
  memberCount: number;
  openSessionId: string | null;
}

export interface SessionRecord extends SessionRow {
  groupName: string;
  siteKey: string;
  publicityStatus: GroupRow['publicityStatus'];
  drawNo: number;
  drawDate: Date;
  stop: Date;
  drawStatus: DrawStatus;
  lotteryKey: string;
  lotteryName: string;
  currency: string;
  locale: string;
}

const memberCount = sql<number>`(select count(*)::int from ${lottoPartyMembers} m where m.group_id = ${lottoPartyGroups.id})`;
const openSessionId = sql<string | null>`(select s.id from ${lottoPartySessions} s where s.group_id = ${lottoPartyGroups.id} and s.status = 'open' order by s.created_at desc limit 1)`;
const groupColumns = {
  group: lottoPartyGroups,
  organiserFirst: customers.firstname,
  organiserLast: customers.lastname,
  memberCount,
  openSessionId,
};

function toGroup(row: { group: GroupRow; organiserFirst: string; organiserLast: string; memberCount: number; openSessionId: string | null }): GroupRecord {
  return { ...row.group, organiserName: displayName(row.organiserFirst, row.organiserLast), memberCount: Number(row.memberCount), openSessionId: row.openSessionId };
}

/** "Ada L.": what other members see of a member (never an email). */
export function displayName(first: string, last: string): string {
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export async function insertGroup(db: Executor, values: typeof lottoPartyGroups.$inferInsert): Promise<void> {
  await db.insert(lottoPartyGroups).values(values);
}

export async function addMember(db: Executor, groupId: string, customerId: string, at: Date): Promise<boolean> {
  const rows = await db.insert(lottoPartyMembers).values({ groupId, customerId, joinedAt: at }).onConflictDoNothing().returning({ groupId: lottoPartyMembers.groupId });
  return rows.length === 1;
}

export async function removeMember(db: Executor, groupId: string, customerId: string): Promise<void> {
  await db.delete(lottoPartyMembers).where(and(eq(lottoPartyMembers.groupId, groupId), eq(lottoPartyMembers.customerId, customerId)));
}

export async function isMember(db: Executor, groupId: string, customerId: string): Promise<boolean> {
  const [row] = await db.select({ groupId: lottoPartyMembers.groupId }).from(lottoPartyMembers).where(and(eq(lottoPartyMembers.groupId, groupId), eq(lottoPartyMembers.customerId, customerId)));
  return row !== undefined;
}

export async function groupIdByName(db: Executor, siteKey: string, nameKey: string): Promise<string | null> {
  const [row] = await db.select({ id: lottoPartyGroups.id }).from(lottoPartyGroups).where(and(eq(lottoPartyGroups.siteKey, siteKey), eq(lottoPartyGroups.nameKey, nameKey)));
  return row?.id ?? null;
}

export async function findGroup(db: Executor, siteKey: string, where: { id: string } | { token: string }): Promise<GroupRecord | null> {
  const match = 'id' in where ? eq(lottoPartyGroups.id, where.id) : eq(lottoPartyGroups.inviteToken, where.token);
  const [row] = await db.select(groupColumns).from(lottoPartyGroups).innerJoin(customers, eq(customers.id, lottoPartyGroups.organiserId)).where(and(eq(lottoPartyGroups.siteKey, siteKey), match));
  return row ? toGroup(row) : null;
}

/** The customer's groups, newest first. */
export async function listMemberGroups(db: Executor, siteKey: string, customerId: string, limit: number, offset: number): Promise<{ rows: GroupRecord[]; total: number }> {
  const where = and(eq(lottoPartyGroups.siteKey, siteKey), eq(lottoPartyMembers.customerId, customerId));
  const rows = await db
    .select(groupColumns)
    .from(lottoPartyGroups)
    .innerJoin(lottoPartyMembers, eq(lottoPartyMembers.groupId, lottoPartyGroups.id))
    .innerJoin(customers, eq(customers.id, lottoPartyGroups.organiserId))
    .where(where)
    .orderBy(desc(lottoPartyGroups.createdAt), asc(lottoPartyGroups.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(lottoPartyGroups).innerJoin(lottoPartyMembers, eq(lottoPartyMembers.groupId, lottoPartyGroups.id)).where(where);
  return { rows: rows.map(toGroup), total: Number(total?.n ?? 0) };
}

export async function groupMemberIds(db: Executor, groupId: string): Promise<string[]> {
  const rows = await db.select({ id: lottoPartyMembers.customerId }).from(lottoPartyMembers).where(eq(lottoPartyMembers.groupId, groupId));
  return rows.map((row) => row.id);
}

// ─── Sessions ────────────────────────────────────────────────────────────────────────────────────

const sessionColumns = {
  session: lottoPartySessions,
  groupName: lottoPartyGroups.groupName,
  siteKey: lottoPartyGroups.siteKey,
  publicityStatus: lottoPartyGroups.publicityStatus,
  drawNo: draws.drawNo,
  drawDate: draws.drawDate,
  stop: draws.stop,
  drawStatus: draws.status,
  lotteryKey: productOffers.key,
  lotteryName: productOffers.name,
  currency: productOffers.currency,
  locale: sites.locale,
};

type SessionJoin = { session: SessionRow } & Omit<SessionRecord, keyof SessionRow>;
const toSession = (row: SessionJoin): SessionRecord => {
  const { session, ...rest } = row;
  return { ...session, ...rest };
};

function sessionQuery(db: Executor) {
  return db
    .select(sessionColumns)
    .from(lottoPartySessions)
    .innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId))
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .innerJoin(productOffers, eq(productOffers.id, lottoPartySessions.offerId))
    .innerJoin(sites, eq(sites.key, lottoPartyGroups.siteKey));
}

export async function insertSession(db: Executor, values: typeof lottoPartySessions.$inferInsert): Promise<void> {
  await db.insert(lottoPartySessions).values(values);
}

/** The session with its group and draw; `siteKey` null reads it whatever its site (the close job). */
export async function findSession(db: Executor, siteKey: string | null, sessionId: string): Promise<SessionRecord | null> {
  const [row] = await sessionQuery(db).where(and(eq(lottoPartySessions.id, sessionId), siteKey === null ? undefined : eq(lottoPartyGroups.siteKey, siteKey)));
  return row ? toSession(row) : null;
}

/** The session row locked until the transaction ends: shares sold and its status change only under it. */
export async function lockSession(tx: Executor, sessionId: string): Promise<SessionRow | null> {
  const [row] = await tx.select().from(lottoPartySessions).where(eq(lottoPartySessions.id, sessionId)).for('update');
  return row ?? null;
}

export async function addSharesSold(tx: Executor, sessionId: string, quantity: number): Promise<void> {
  await tx.update(lottoPartySessions).set({ sharesSold: sql`${lottoPartySessions.sharesSold} + ${quantity}` }).where(eq(lottoPartySessions.id, sessionId));
}

export async function updateSession(tx: Executor, sessionId: string, change: Partial<typeof lottoPartySessions.$inferInsert>): Promise<void> {
  await tx.update(lottoPartySessions).set(change).where(eq(lottoPartySessions.id, sessionId));
}

export async function listGroupSessions(db: Executor, groupId: string, limit: number, offset: number): Promise<{ rows: SessionRecord[]; total: number }> {
  const rows = await sessionQuery(db).where(eq(lottoPartySessions.groupId, groupId)).orderBy(desc(lottoPartySessions.createdAt), asc(lottoPartySessions.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(lottoPartySessions).where(eq(lottoPartySessions.groupId, groupId));
  return { rows: rows.map(toSession), total: Number(total?.n ?? 0) };
}

/** Open sessions of public or promoted groups (promoted first), optionally of one draw. */
export async function listDiscoverable(db: Executor, siteKey: string, drawId: number | null, limit: number, offset: number): Promise<{ rows: SessionRecord[]; total: number }> {
  const where = and(
    eq(lottoPartyGroups.siteKey, siteKey),
    eq(lottoPartySessions.status, 'open'),
    ne(lottoPartyGroups.publicityStatus, 'private'),
    drawId === null ? undefined : eq(lottoPartySessions.drawId, drawId),
  );
  const rows = await sessionQuery(db)
    .where(where)
    .orderBy(sql`case when ${lottoPartyGroups.publicityStatus} = 'promoted' then 0 else 1 end`, asc(draws.stop), asc(lottoPartySessions.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(lottoPartySessions).innerJoin(lottoPartyGroups, eq(lottoPartyGroups.id, lottoPartySessions.groupId)).where(where);
  return { rows: rows.map(toSession), total: Number(total?.n ?? 0) };
}

/** Open sessions of the customer's groups in which they hold no shares yet (recommended orders). */
export async function listRecommended(db: Executor, siteKey: string, customerId: string, limit: number): Promise<SessionRecord[]> {
  const rows = await sessionQuery(db)
    .innerJoin(lottoPartyMembers, and(eq(lottoPartyMembers.groupId, lottoPartySessions.groupId), eq(lottoPartyMembers.customerId, customerId)))
    .where(
      and(
        eq(lottoPartyGroups.siteKey, siteKey),
        eq(lottoPartySessions.status, 'open'),
        sql`${lottoPartySessions.sharesSold} < ${lottoPartySessions.sharesTotal}`,
        sql`not exists (select 1 from ${lottoPartyShares} sh where sh.session_id = ${lottoPartySessions.id} and sh.customer_id = ${customerId})`,
      ),
    )
    .orderBy(asc(draws.stop))
    .limit(limit);
  return rows.map((row) => toSession({ session: row.session, groupName: row.groupName, siteKey: row.siteKey, publicityStatus: row.publicityStatus, drawNo: row.drawNo, drawDate: row.drawDate, stop: row.stop, drawStatus: row.drawStatus, lotteryKey: row.lotteryKey, lotteryName: row.lotteryName, currency: row.currency, locale: row.locale }));
}

/** Open sessions due to close at `now`: their draw stopped selling, or every share is sold. */
export async function dueSessionIds(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: lottoPartySessions.id })
    .from(lottoPartySessions)
    .innerJoin(draws, eq(draws.id, lottoPartySessions.drawId))
    .where(and(eq(lottoPartySessions.status, 'open'), or(lte(draws.stop, now), sql`${lottoPartySessions.sharesSold} >= ${lottoPartySessions.sharesTotal}`, ne(draws.status, 'DRAW_OPEN'))))
    .orderBy(asc(lottoPartySessions.id));
  return rows.map((row) => row.id);
}

export async function openSessionIdsOfDraw(db: Executor, drawId: number): Promise<string[]> {
  const rows = await db.select({ id: lottoPartySessions.id }).from(lottoPartySessions).where(and(eq(lottoPartySessions.drawId, drawId), eq(lottoPartySessions.status, 'open'))).orderBy(asc(lottoPartySessions.id));
  return rows.map((row) => row.id);
}

/** Closed sessions whose draw has paid its prizes move to `paid`; answers their ids. */
export async function markPaidSessions(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .update(lottoPartySessions)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(lottoPartySessions.status, 'closed'), inArray(lottoPartySessions.drawId, db.select({ id: draws.id }).from(draws).where(inArray(draws.status, ['DRAW_PAID', 'DRAW_EMAILED'])))))
    .returning({ id: lottoPartySessions.id });
  return rows.map((row) => row.id);
}

// ─── Offers and draws a session may be for ───────────────────────────────────────────────────────

export interface LotteryDrawRow {
  offerId: number;
  lotteryKey: string;
  lotteryName: string;
  currency: string;
  gameTypes: (typeof productOffers.$inferSelect)['gameTypes'];
  drawId: number;
  drawNo: number;
  drawDate: Date;
  stop: Date;
  drawStatus: DrawStatus;
}

const lotteryDrawColumns = {
  offerId: productOffers.id,
  lotteryKey: productOffers.key,
  lotteryName: productOffers.name,
  currency: productOffers.currency,
  gameTypes: productOffers.gameTypes,
  drawId: draws.id,
  drawNo: draws.drawNo,
  drawDate: draws.drawDate,
  stop: draws.stop,
  drawStatus: draws.status,
};

/** The site's lottery draws still selling at `now`, soonest first, a few per lottery. */
export async function openLotteryDraws(db: Executor, siteKey: string, now: Date): Promise<LotteryDrawRow[]> {
  return db
    .select(lotteryDrawColumns)
    .from(draws)
    .innerJoin(productOffers, eq(productOffers.id, draws.offerId))
    .where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.type, 'lottery_ticket'), eq(productOffers.availability, 'available'), eq(productOffers.suspended, false), eq(draws.status, 'DRAW_OPEN'), gt(draws.stop, now)))
    .orderBy(asc(productOffers.sortOrder), asc(productOffers.key), asc(draws.drawDate))
    .limit(60);
}

/** The offer's next draw still selling at `now` after `afterDrawDate` (an autosession's next session). */
export async function nextOpenDrawOf(db: Executor, offerId: number, afterDrawDate: Date, now: Date): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: draws.id })
    .from(draws)
    .where(and(eq(draws.offerId, offerId), eq(draws.status, 'DRAW_OPEN'), gt(draws.stop, now), gt(draws.drawDate, afterDrawDate)))
    .orderBy(asc(draws.drawDate))
    .limit(1);
  return row ?? null;
}

export async function findLotteryDraw(db: Executor, siteKey: string, where: { lotteryKey: string; drawNo: number } | { drawId: number }): Promise<LotteryDrawRow | null> {
  const match = 'drawId' in where ? eq(draws.id, where.drawId) : and(eq(productOffers.key, where.lotteryKey), eq(draws.drawNo, where.drawNo));
  const [row] = await db.select(lotteryDrawColumns).from(draws).innerJoin(productOffers, eq(productOffers.id, draws.offerId)).where(and(eq(productOffers.siteKey, siteKey), eq(productOffers.type, 'lottery_ticket'), match)).limit(1);
  return row ?? null;
}

