import type { LottoPartyGroupPage, LottoPartyOrder, LottoPartyOrderPage, LottoPartySessionDetails, LottoPartySessionPage, SessionLedger } from '@drawfront/shared/contract/lotto-party';
import { eq } from 'drizzle-orm';
import { draws, tickets } from '../src/db/schema';
import { gameFor, nextOpenDraw } from './draws';
import { signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';
import { buyShares, createGroup, createSession, join, lp } from './lotto-party-support';

/** Every ledger the API answers adds up: members' lines sum to the totals, to the cent. */
function expectBalanced(ledger: SessionLedger) {
  const sum = (pick: (member: SessionLedger['members'][number]) => number) => ledger.members.reduce((total, member) => total + pick(member), 0);
  expect(sum((member) => member.shares)).toBe(ledger.totals.shares);
  expect(sum((member) => member.paid.amount)).toBe(ledger.totals.paid.amount);
  expect(sum((member) => member.refund.amount)).toBe(ledger.totals.refunded.amount);
  expect(ledger.totals.paid.amount - ledger.totals.refunded.amount).toBe(ledger.totals.spent.amount);
  expect(ledger.tickets.reduce((total, ticket) => total + ticket.price.amount, 0)).toBe(ledger.tickets.length === 0 ? 0 : ledger.totals.spent.amount);
  for (const member of ledger.members) expect(member.prizeBase.amount + member.prizeLeftover.amount).toBe(member.prize.amount);
  expect(sum((member) => member.prizeLeftover.amount)).toBe(ledger.totals.leftover.amount);
}

// Each test signs up customers (argon2) and moves money through several transactions: slower than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

describe.each(backends())('lotto party /social/v3 on %s', (backend) => {
  const t = setupApp(backend, { OPS_TOKEN: 'test-ops-token-0123456789' });

  it('checks the headers the spec names: signature, sub-variant, version, token and customer id', async () => {
    const ada = await signUp(t);
    expect((await lp(t, ada, 'GET', '/group')).statusCode).toBe(200);
    expectError(await lp(t, ada, 'GET', '/group', undefined, { 'x-sub-variant': '' }), 400, 'sub_variant_required');
    expectError(await lp(t, ada, 'GET', '/group', undefined, { 'x-sub-variant': 'ZZ' }), 400, 'sub_variant_required');
    expectError(await lp(t, ada, 'GET', '/group', undefined, { 'x-api-version': '3.4' }), 400, 'unsupported_version');
    expectError(await lp(t, ada, 'GET', '/group', undefined, { 'x-customer-id': '' }), 403, 'customer_id_mismatch');
    expectError(await lp(t, ada, 'GET', '/group', undefined, { 'x-customer-id': '00000000-0000-4000-8000-000000000000' }), 403, 'customer_id_mismatch');
    expectError(await t.inject({ method: 'GET', url: '/social/v3/group', headers: { 'x-sub-variant': 'AU' } }), 401, 'invalid_signature');
    expectError(await t.inject({ method: 'GET', url: '/social/v3/group', sign: 'drawfront', headers: { 'x-sub-variant': 'AU' } }), 401, 'unauthorised');
    // Config is public: signed, a sub-variant, no customer.
    const config = await t.inject({ method: 'GET', url: '/social/v3/config/GB', sign: 'drawfront', headers: { 'x-sub-variant': 'GB' } });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ subVariant: 'GB', groupListPageSize: 6, pageSize: 10, creationSteps: ['name_group', 'select_draw', 'set_share_price', 'select_auto_session', 'join_session'] });
    expect(config.json().lotteries.map((lottery: { lotteryKey: string }) => lottery.lotteryKey)).toContain('thursday-starburst');
  });

  it('creates groups: profanity is contains_profanity, a duplicate name 409, bad input 422; lists 6 a page', async () => {
    const ada = await signUp(t);
    const profane = expectError(await lp(t, ada, 'POST', '/group', { group_name: 'Sh1tty luck crew' }), 422, 'contains_profanity');
    expect(profane.errors).toEqual({ groupName: ['contains_profanity'] });
    const group = await createGroup(t, ada, 'Scunthorpe Office Pool');
    expect(group).toMatchObject({ groupName: 'Scunthorpe Office Pool', isOrganiser: true, isMember: true, memberCount: 1, publicityStatus: 'private' });
    expect(group.inviteToken).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expectError(await lp(t, ada, 'POST', '/group', { group_name: '  scunthorpe   office POOL ' }), 409, 'duplicate_group_name');
    expectError(await lp(t, ada, 'POST', '/group', { group_name: 'ab' }), 422, 'validation_failed');
    expectError(await lp(t, ada, 'POST', '/group', { group_name: 'Fine name', publicity_status: 'secret' }), 422, 'validation_failed');
    expectError(await lp(t, ada, 'POST', '/group', { group_name: 'Fine name', extra: 1 }), 422, 'validation_failed');
    for (let index = 0; index < 6; index += 1) await createGroup(t, ada);
    const first = (await lp(t, ada, 'GET', '/group')).json() as LottoPartyGroupPage;
    expect(first.groups).toHaveLength(6);
    expect(first.pageInfo).toEqual({ limit: 6, offset: 0, total: 7 });
    const second = (await lp(t, ada, 'GET', '/group?limit=6&offset=6')).json() as LottoPartyGroupPage;
    expect(second.groups.map((entry) => entry.groupName)).toEqual(['Scunthorpe Office Pool']);
    expectError(await lp(t, ada, 'GET', '/group?limit=0'), 422, 'validation_failed');
    expect((await lp(t, ada, 'GET', `/group/${group.id}`)).json()).toMatchObject({ id: group.id });
    expectError(await lp(t, ada, 'GET', '/group/not-a-uuid'), 422, 'validation_failed');
    expectError(await lp(t, ada, 'GET', '/group/00000000-0000-4000-8000-000000000000'), 404, 'group_not_found');
  });

  it('joins with the invite link; a non-member cannot read a private group or its sessions', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    const group = await createGroup(t, ada);
    const session = await createSession(t, ada, group.id);
    expectError(await lp(t, bob, 'GET', `/group/${group.id}`), 403, 'not_group_member');
    expectError(await lp(t, bob, 'GET', `/group/${group.id}/session`), 403, 'not_group_member');
    expectError(await lp(t, bob, 'GET', `/group/${group.id}/session/open`), 403, 'not_group_member');
    expectError(await lp(t, bob, 'GET', `/session/${session.sessionId}`), 403, 'not_group_member');
    const invited = (await lp(t, bob, 'GET', `/group/token/${group.inviteToken}`)).json();
    expect(invited).toMatchObject({ id: group.id, isMember: false, inviteToken: null, openSessionId: session.sessionId });
    expectError(await lp(t, bob, 'GET', '/group/token/unknown-token-0000000'), 404, 'group_not_found');
    expectError(await lp(t, bob, 'GET', '/group/token/bad!'), 422, 'validation_failed');
    const joined = await join(t, bob, group.inviteToken!);
    expect(joined).toMatchObject({ isMember: true, memberCount: 2, isOrganiser: false });
    // Any member may invite: the link is shown to Bob too.
    expect(joined.inviteToken).toBe(group.inviteToken);
    const sessions = (await lp(t, bob, 'GET', `/group/${group.id}/session`)).json() as LottoPartySessionPage;
    expect(sessions.sessions.map((entry) => entry.sessionId)).toEqual([session.sessionId]);
    expect((await lp(t, bob, 'GET', `/group/${group.id}/session/open`)).json()).toMatchObject({ sessionId: session.sessionId, status: 'open' });
    // Leaving: the organiser never; a member not holding open shares may.
    expectError(await lp(t, ada, 'DELETE', `/group/${group.id}/member`), 422, 'lotto_party_refused');
    expect((await lp(t, bob, 'DELETE', `/group/${group.id}/member`)).json()).toMatchObject({ isMember: false, memberCount: 1 });
  });

  it('opens sessions: 422 for a closed draw and bad prices, 409 for a second open session; autosession on/paused/off', async () => {
    const ada = await signUp(t);
    const group = await createGroup(t, ada);
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', new Date());
    const body = { group_id: group.id, invite_all_existing_members: true, lottery_key: 'thursday-starburst', share_price: 500, shares_total: 10 };
    const closedDraw = expectError(await lp(t, ada, 'POST', '/session', { ...body, draw_no: draw.drawNo - 1 }), 422, 'draw_closed');
    expect(closedDraw.messages[0]!.message).toMatch(/has closed/);
    expectError(await lp(t, ada, 'POST', '/session', { ...body, draw_no: 999_999 }), 404, 'draw_not_found');
    expectError(await lp(t, ada, 'POST', '/session', { ...body, draw_no: draw.drawNo, share_price: 95 }), 422, 'lotto_party_refused');
    expectError(await lp(t, ada, 'POST', '/session', { ...body, draw_no: draw.drawNo, shares_total: 1 }), 422, 'lotto_party_refused');
    expectError(await lp(t, ada, 'POST', '/session', { ...body, draw_no: draw.drawNo, lottery_key: 'dream-home-raffle' }), 404, 'draw_not_found');
    expectError(await lp(t, ada, 'POST', '/session', { ...body }), 422, 'validation_failed');
    const created = await lp(t, ada, 'POST', '/session', { ...body, draw_no: draw.drawNo });
    expect(created.statusCode).toBe(201);
    const session = created.json() as LottoPartySessionDetails;
    expect(session).toMatchObject({ status: 'open', inviteAllExistingMembers: true, autosessionStatus: 'off', sharesTotal: 10, sharesLeft: 10, sharePrice: { amount: 500, currency: 'AUD' } });
    expect(session.draws[0]).toMatchObject({ drawNo: draw.drawNo, lotteryKey: 'thursday-starburst' });
    expectError(await lp(t, ada, 'POST', '/session', { ...body, draw_no: draw.drawNo }), 409, 'session_already_open');
    for (const status of ['on', 'paused', 'off']) {
      expect((await lp(t, ada, 'PUT', `/session/${session.sessionId}`, { autosession_status: status })).json()).toMatchObject({ autosessionStatus: status });
    }
    expectError(await lp(t, ada, 'PUT', `/session/${session.sessionId}`, { autosession_status: 'sometimes' }), 422, 'validation_failed');
    expectError(await lp(t, ada, 'PUT', '/session/00000000-0000-4000-8000-000000000000', { autosession_status: 'on' }), 404, 'session_not_found');
    const stranger = await signUp(t);
    expectError(await lp(t, stranger, 'PUT', `/session/${session.sessionId}`, { autosession_status: 'on' }), 403, 'not_group_member');
  });

  it('tells every other member of a new session when inviteAllExistingMembers is true, and no one when false', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    const told = await createGroup(t, ada);
    const quiet = await createGroup(t, ada);
    await join(t, bob, told.inviteToken!);
    await join(t, bob, quiet.inviteToken!);
    const session = await createSession(t, ada, told.id, { invite_all_existing_members: true });
    await createSession(t, ada, quiet.id, { invite_all_existing_members: false });
    const feed = async (who: typeof ada) => ((await t.inject({ method: 'GET', url: '/v2/notifications', sign: 'drawfront', customerToken: who.accessToken })).json().items as { kind: string; link: string; body: string }[]).filter((item) => item.kind === 'lotto_party_session');
    const bobs = await feed(bob);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]).toMatchObject({ link: `/my-account/lotto-party/session/${session.sessionId}` });
    expect(bobs[0]!.body).toContain('shares at $5.00 each');
    expect(await feed(ada)).toEqual([]);
  });

  it('discovers open sessions of public and promoted groups only, by draw too', async () => {
    const ada = await signUp(t);
    const open = await createGroup(t, ada, undefined, 'public');
    const hidden = await createGroup(t, ada, undefined, 'private');
    const visible = await createSession(t, ada, open.id);
    const secret = await createSession(t, ada, hidden.id);
    const ids = ((await lp(t, ada, 'GET', '/session/discover?limit=100')).json() as LottoPartySessionPage).sessions.map((entry) => entry.sessionId);
    expect(ids).toContain(visible.sessionId);
    expect(ids).not.toContain(secret.sessionId);
    const byDraw = (await lp(t, ada, 'GET', `/session/discover/draw/${visible.draws[0]!.drawId}`)).json() as LottoPartySessionPage;
    expect(byDraw.sessions.map((entry) => entry.sessionId)).toContain(visible.sessionId);
    expect(((await lp(t, ada, 'GET', '/session/discover/draw/1')).json() as LottoPartySessionPage).sessions.every((entry) => entry.draws[0]!.drawId === 1)).toBe(true);
    expectError(await lp(t, ada, 'GET', '/session/discover/draw/abc'), 422, 'validation_failed');
    // A stranger may read a public group's session, but not its members' ledger.
    const stranger = await signUp(t);
    expect((await lp(t, stranger, 'GET', `/session/${visible.sessionId}`)).json()).toMatchObject({ sessionId: visible.sessionId, ledger: null });
  });

  it('sells shares through the cart to members only, never more than are left, and lists them as orders', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    await fund(t, ada.customer.customerId, 10_000);
    await fund(t, bob.customer.customerId, 10_000);
    const group = await createGroup(t, ada);
    const session = await createSession(t, ada, group.id, { shares_total: 4 });
    expectError(await buyShares(t, bob, session.sessionId, 1), 422, 'invalid_cart_item');
    await join(t, bob, group.inviteToken!);
    const recommended = (await lp(t, bob, 'GET', '/orders/recommended')).json() as LottoPartySessionPage;
    expect(recommended.sessions.map((entry) => entry.sessionId)).toEqual([session.sessionId]);
    expect((await buyShares(t, ada, session.sessionId, 1)).statusCode).toBe(201);
    const tooMany = expectError(await buyShares(t, bob, session.sessionId, 4), 422, 'invalid_cart_item');
    expect(tooMany.errors).toEqual({ this: ['Only 3 shares are left.'] });
    const bought = await buyShares(t, bob, session.sessionId, 3);
    expect(bought.statusCode).toBe(201);
    expect(bought.json().total.amount).toBe(1500);
    const customer = (await t.inject({ method: 'GET', url: '/v2/customer', sign: 'drawfront', customerToken: bob.accessToken })).json();
    expect(customer.balance.amount).toBe(10_000 - 1500);
    expectError(await buyShares(t, bob, session.sessionId, 1), 422, 'invalid_cart_item');

    const upcoming = (await lp(t, bob, 'GET', '/orders?status=upcoming_products')).json() as LottoPartyOrderPage;
    expect(upcoming.orders).toHaveLength(1);
    expect(upcoming.orders[0]).toMatchObject({ socialSyndicateId: session.sessionId, shares: 3, paid: { amount: 1500 }, status: 'upcoming_products', details: null });
    expect(((await lp(t, bob, 'GET', '/orders?status=past_products')).json() as LottoPartyOrderPage).orders).toEqual([]);
    expectError(await lp(t, bob, 'GET', '/orders?status=sometime'), 422, 'validation_failed');
    expectError(await lp(t, bob, 'GET', '/orders'), 422, 'validation_failed');
    const order = (await lp(t, bob, 'GET', `/orders/${upcoming.orders[0]!.id}?show_details=true`)).json() as LottoPartyOrder;
    expect(order.details!.members.map((member) => [member.shares, member.isMe])).toEqual([
      [1, false],
      [3, true],
    ]);
    expectError(await lp(t, ada, 'GET', `/orders/${upcoming.orders[0]!.id}`), 404, 'order_not_found');
    const bySession = (await lp(t, bob, 'GET', `/orders/social_syndicate_session/${session.sessionId}?show_details=true`)).json() as LottoPartyOrderPage;
    expect(bySession.orders.map((entry) => entry.shares)).toEqual([3]);
    expectBalanced(bySession.orders[0]!.details!);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('closes a full session, buys its games from the pool, draws them and splits the prize by shares to the cent', async () => {
    const ada = await signUp(t);
    const bob = await signUp(t);
    const cy = await signUp(t);
    for (const who of [ada, bob, cy]) await fund(t, who.customer.customerId, 10_000);
    const group = await createGroup(t, ada);
    await join(t, bob, group.inviteToken!);
    await join(t, cy, group.inviteToken!);
    // $2.30 × 3 shares = $6.90: 4 games at $1.40 ($5.60), $1.30 back by shares.
    const session = await createSession(t, ada, group.id, { share_price: 230, shares_total: 3 });
    for (const who of [ada, bob, cy]) expect((await buyShares(t, who, session.sessionId, 1)).statusCode).toBe(201);
    // Full: the close job closes it now (an earlier test's full session may close in the same run).
    const closed = (await t.app.jobs['lotto-party-close']!()) as { closed: number };
    expect(closed.closed).toBeGreaterThanOrEqual(1);
    const after = (await lp(t, bob, 'GET', `/session/${session.sessionId}`)).json() as LottoPartySessionDetails;
    expect(after.status).toBe('closed');
    expect(after.ledger!.tickets).toHaveLength(4);
    expect(after.ledger!.totals).toMatchObject({ paid: { amount: 690 }, spent: { amount: 560 }, refunded: { amount: 130 } });
    // 130 cents over 3 equal holders: 43 each and one leftover cent to the first buyer (Ada).
    expect(after.ledger!.members.map((member) => member.refund.amount)).toEqual([44, 43, 43]);
    expectBalanced(after.ledger!);

    // Make one of the session's tickets a sure winner of division 3 of the draw's committed numbers.
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', new Date());
    expect(draw.drawNo).toBe(after.draws[0]!.drawNo);
    await t.database.db.update(tickets).set({ game: gameFor(draw.table, draw.result, 3) }).where(eq(tickets.id, after.ledger!.tickets[0]!.id));
    const run = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/offers/thursday-starburst/draw', headers: t.ops() });
    expect(run.statusCode).toBe(200);
    await t.app.jobs['lotto-party-close']!();

    const paid = (await lp(t, cy, 'GET', `/session/${session.sessionId}`)).json() as LottoPartySessionDetails;
    expect(paid.status).toBe('paid');
    const ledger = paid.ledger!;
    expect(ledger.totals.prize.amount).toBeGreaterThan(0);
    expect(ledger.totals.prizeSplit.amount).toBe(ledger.tickets.filter((ticket) => ticket.prizeStatus === 'paid').reduce((sum, ticket) => sum + ticket.prize!.amount, 0));
    expect(ledger.members.reduce((sum, member) => sum + member.prize.amount, 0)).toBe(ledger.totals.prizeSplit.amount);
    expectBalanced(ledger);
    // Each member's wallet got exactly their part of the prize (and their refund), and nothing else moved.
    for (const [index, who] of [ada, bob, cy].entries()) {
      const member = ledger.members[index]!;
      const balance = (await t.inject({ method: 'GET', url: '/v2/customer', sign: 'drawfront', customerToken: who.accessToken })).json().balance.amount;
      expect(balance).toBe(10_000 - 230 + member.refund.amount + member.prize.amount);
    }
    // The session's games are the group's: not in the organiser's own tickets; each member is told their part.
    const adaTickets = (await t.inject({ method: 'GET', url: '/v2/tickets?status=past', sign: 'drawfront', customerToken: ada.accessToken })).json();
    expect(adaTickets.tickets).toEqual([]);
    for (const [index, who] of [ada, bob, cy].entries()) {
      const feed = (await t.inject({ method: 'GET', url: '/v2/notifications', sign: 'drawfront', customerToken: who.accessToken })).json();
      const notice = feed.items.find((item: { kind: string }) => item.kind === 'lotto_party_result');
      expect(notice).toMatchObject({ link: `/my-account/lotto-party/session/${session.sessionId}` });
      expect(notice.body).toContain(`$${(ledger.members[index]!.prize.amount / 100).toFixed(2)}`);
    }
    const past = (await lp(t, ada, 'GET', '/orders?status=past_products')).json() as LottoPartyOrderPage;
    expect(past.orders.map((order) => order.socialSyndicateId)).toEqual([session.sessionId]);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('opens the next draw\'s session when an autosession-on session closes, and none when it is paused', async () => {
    const ada = await signUp(t);
    await fund(t, ada.customer.customerId, 10_000);
    const onGroup = await createGroup(t, ada);
    const pausedGroup = await createGroup(t, ada);
    const on = await createSession(t, ada, onGroup.id, { share_price: 140, shares_total: 2, autosession_status: 'on' });
    const paused = await createSession(t, ada, pausedGroup.id, { share_price: 140, shares_total: 2, autosession_status: 'paused' });
    for (const session of [on, paused]) expect((await buyShares(t, ada, session.sessionId, 2)).statusCode).toBe(201);
    await t.app.jobs['lotto-party-close']!();
    const next = (await lp(t, ada, 'GET', `/group/${onGroup.id}/session/open`)).json() as LottoPartySessionDetails;
    expect(next.sessionId).not.toBe(on.sessionId);
    expect(next).toMatchObject({ status: 'open', autosessionStatus: 'on', sharePrice: { amount: 140 }, sharesTotal: 2, sharesSold: 0 });
    expect(next.draws[0]!.drawNo).toBe(on.draws[0]!.drawNo + 1);
    expectError(await lp(t, ada, 'GET', `/group/${pausedGroup.id}/session/open`), 404, 'session_not_found');
  });

  it('cancels a session whose shares buy no game, refunding every buyer in full', async () => {
    const ada = await signUp(t);
    await fund(t, ada.customer.customerId, 1000);
    const group = await createGroup(t, ada);
    const session = await createSession(t, ada, group.id, { share_price: 100, shares_total: 2 });
    expect((await buyShares(t, ada, session.sessionId, 1)).statusCode).toBe(201);
    // The draw stops selling (its stop moved into the past): the close job closes the session at once.
    await t.database.db.update(draws).set({ stop: new Date(Date.now() - 60_000) }).where(eq(draws.id, session.draws[0]!.drawId));
    await t.app.jobs['lotto-party-close']!();
    const after = (await lp(t, ada, 'GET', `/session/${session.sessionId}`)).json() as LottoPartySessionDetails;
    expect(after.status).toBe('cancelled');
    expect(after.ledger!.members[0]).toMatchObject({ paid: { amount: 100 }, refund: { amount: 100 } });
    expect((await t.inject({ method: 'GET', url: '/v2/customer', sign: 'drawfront', customerToken: ada.accessToken })).json().balance.amount).toBe(1000);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });
});
