// 100 members buying the last shares of one session at once. Only PostgreSQL (TEST_DATABASE_URL) runs the
// purchases side by side on separate connections; PGlite runs one at a time, so there the race is skipped.
import type { LottoPartySessionDetails } from '@drawfront/shared/contract/lotto-party';
import { and, eq, sum } from 'drizzle-orm';
import { lottoPartySessions, lottoPartyShares } from '../src/db/schema';
import { insertSignedInCustomers, signUp } from './customers';
import { nextOpenDraw } from './draws';
import { expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';
import { buyShares, createGroup, createSession, join, lp } from './lotto-party-support';

const MEMBERS = 100;
const LEFT = 37;
const TOTAL = 120;
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('lotto party shares racing on postgres', () => {
  const t = setupApp('postgres');

  it(`sells the last ${LEFT} shares to exactly ${LEFT} of ${MEMBERS} members buying at once, never more`, async () => {
    const organiser = await signUp(t);
    await fund(t, organiser.customer.customerId, 100_000);
    const group = await createGroup(t, organiser);
    const session = await createSession(t, organiser, group.id, { share_price: 100, shares_total: TOTAL });
    expect((await buyShares(t, organiser, session.sessionId, TOTAL - LEFT)).statusCode).toBe(201);

    const members = await insertSignedInCustomers(t, MEMBERS);
    for (const member of members) {
      await fund(t, member.customer.customerId, 1000);
      await join(t, member, group.inviteToken!);
    }

    const responses = await Promise.all(members.map((member) => buyShares(t, member, session.sessionId, 1)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LEFT);
    expect(statuses.filter((status) => status === 422)).toHaveLength(MEMBERS - LEFT);
    for (const response of responses.filter((entry) => entry.statusCode === 422)) expect(response.json().messages[0].code).toBe('invalid_cart_item');

    const after = (await lp(t, organiser, 'GET', `/session/${session.sessionId}`)).json() as LottoPartySessionDetails;
    expect(after).toMatchObject({ sharesSold: TOTAL, sharesLeft: 0 });
    const [sold] = await t.database.db.select({ n: sum(lottoPartyShares.quantity) }).from(lottoPartyShares).where(eq(lottoPartyShares.sessionId, session.sessionId));
    expect(Number(sold!.n)).toBe(TOTAL);
    expect(after.ledger!.members).toHaveLength(1 + LEFT);
    expect(after.ledger!.totals.paid.amount).toBe(TOTAL * 100);
    // The refused members were charged nothing.
    const balances = await Promise.all(members.map(async (member) => (await t.inject({ method: 'GET', url: '/v2/customer', sign: 'drawfront', customerToken: member.accessToken })).json().balance.amount as number));
    expect(balances.filter((balance) => balance === 900)).toHaveLength(LEFT);
    expect(balances.filter((balance) => balance === 1000)).toHaveLength(MEMBERS - LEFT);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  }, 120_000);

  it('opens one session of ten opened at once for one group; the other nine answer 409 session_already_open', async () => {
    const organiser = await signUp(t);
    const group = await createGroup(t, organiser);
    const members = await insertSignedInCustomers(t, 9);
    for (const member of members) await join(t, member, group.inviteToken!);
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', new Date());
    const body = { group_id: group.id, invite_all_existing_members: false, lottery_key: 'thursday-starburst', draw_no: draw.drawNo, share_price: 500, shares_total: 10 };
    const responses = await Promise.all([organiser, ...members].map((who) => lp(t, who, 'POST', '/session', body)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) expectError(refused, 409, 'session_already_open');
    const open = await t.database.db.select().from(lottoPartySessions).where(and(eq(lottoPartySessions.groupId, group.id), eq(lottoPartySessions.status, 'open')));
    expect(open).toHaveLength(1);
  }, 60_000);
});
