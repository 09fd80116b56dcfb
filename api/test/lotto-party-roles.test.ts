// Who may make each lotto party write (`WRITE_ROLES`): every write route of /social/v3 is declared there, and
// each refuses the role below the one it needs with a 403 in the spec's error shape, changing nothing. Also the
// database's own rule of one open session per group.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LottoPartyGroup, LottoPartySessionDetails } from '@drawfront/shared/contract/lotto-party';
import { lottoPartyMembers, lottoPartySessions } from '../src/db/schema';
import { WRITE_ROLES } from '../src/modules/lotto-party/roles';
import { nextOpenDraw } from './draws';
import { signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { createGroup, createSession, join, lp } from './lotto-party-support';

jest.setTimeout(30_000);

describe.each(backends())('lotto party roles on %s', (backend) => {
  const t = setupApp(backend);

  it('declares a role for every write route of /social/v3', () => {
    const writes = t.app.documentedRoutes.filter((route) => route.url.startsWith('/social/v3/') && route.method !== 'GET').map((route) => `${route.method} ${route.url.slice('/social/v3'.length)}`);
    expect(writes.sort()).toEqual(Object.keys(WRITE_ROLES).sort());
  });

  const party = async () => {
    const organiser = await signUp(t);
    const member = await signUp(t);
    const stranger = await signUp(t);
    const group = await createGroup(t, organiser);
    await join(t, member, group.inviteToken!);
    return { organiser, member, stranger, group };
  };

  it('PUT /session/:id (organiser): a member is refused organiser_only and the setting stays; a stranger not_group_member', async () => {
    expect(WRITE_ROLES['PUT /session/:id'].role).toBe('organiser');
    const { organiser, member, stranger, group } = await party();
    const session = await createSession(t, organiser, group.id, { autosession_status: 'on' });
    const refused = expectError(await lp(t, member, 'PUT', `/session/${session.sessionId}`, { autosession_status: 'off' }), 403, 'organiser_only');
    expect(refused.messages[0]!.message).toBe('only the organiser of this group may change its sessions');
    expectError(await lp(t, stranger, 'PUT', `/session/${session.sessionId}`, { autosession_status: 'off' }), 403, 'not_group_member');
    const [row] = await t.database.db.select({ autosession: lottoPartySessions.autosessionStatus }).from(lottoPartySessions).where(eq(lottoPartySessions.id, session.sessionId));
    expect(row!.autosession).toBe('on');
    expect(((await lp(t, organiser, 'PUT', `/session/${session.sessionId}`, { autosession_status: 'paused' })).json() as LottoPartySessionDetails).autosessionStatus).toBe('paused');
  });

  it('POST /session (member): a stranger is refused not_group_member and nothing opens; a member may open one', async () => {
    expect(WRITE_ROLES['POST /session'].role).toBe('member');
    const { member, stranger, group } = await party();
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', new Date());
    const body = { group_id: group.id, invite_all_existing_members: false, lottery_key: 'thursday-starburst', draw_no: draw.drawNo, share_price: 500, shares_total: 10 };
    const refused = expectError(await lp(t, stranger, 'POST', '/session', body), 403, 'not_group_member');
    expect(refused.messages[0]!.message).toBe('only members of this group may open a session');
    expect(await t.database.db.select().from(lottoPartySessions).where(eq(lottoPartySessions.groupId, group.id))).toHaveLength(0);
    expect((await lp(t, member, 'POST', '/session', body)).statusCode).toBe(201);
  });

  it('DELETE /group/:id/member (member): a stranger is refused not_group_member; a member may leave', async () => {
    expect(WRITE_ROLES['DELETE /group/:id/member'].role).toBe('member');
    const { member, stranger, group } = await party();
    expectError(await lp(t, stranger, 'DELETE', `/group/${group.id}/member`), 403, 'not_group_member');
    expect(await t.database.db.select().from(lottoPartyMembers).where(eq(lottoPartyMembers.groupId, group.id))).toHaveLength(2);
    expect(((await lp(t, member, 'DELETE', `/group/${group.id}/member`)).json() as LottoPartyGroup).isMember).toBe(false);
  });

  it.each([['POST /group', '/social/v3/group'], ['POST /group/token/:token/member', '/social/v3/group/token/abc/member']] as const)('%s (any customer): a call without a customer is refused 401', async (write, url) => {
    expect(WRITE_ROLES[write].role).toBe('customer');
    expectError(await t.inject({ method: 'POST', url, sign: 'drawfront', headers: { 'x-sub-variant': 'AU' }, payload: { group_name: 'No customer', publicity_status: 'private' } }), 401, 'unauthorised');
  });

  it('the database holds one open session per group, whatever writes it', async () => {
    const { organiser, group } = await party();
    const session = await createSession(t, organiser, group.id);
    const [row] = await t.database.db.select().from(lottoPartySessions).where(eq(lottoPartySessions.id, session.sessionId));
    await expect(t.database.db.insert(lottoPartySessions).values({ ...row!, id: randomUUID(), sharesSold: 0 })).rejects.toThrow();
    await t.database.db.update(lottoPartySessions).set({ status: 'closed' }).where(eq(lottoPartySessions.id, session.sessionId));
    await t.database.db.insert(lottoPartySessions).values({ ...row!, id: randomUUID(), sharesSold: 0 });
  });
});
