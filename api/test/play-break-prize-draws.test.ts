// Responsible play covers every prize draw, free or paid: a break or self-exclusion refuses joining Daily
// Winners and starting or joining group play, withdraws the member's giveaway entries at the close, and is
// confirmed by email the moment it is taken.
import { and, eq } from 'drizzle-orm';
import type { GiveawayDraw, GiveawayPage } from '@drawfront/shared/contract/membership';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { outboxEmails } from '../src/db/schema';
import { manualClock } from '../src/lib/clock';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { createGroup, lp } from './lotto-party-support';
import { fund, ledgerTotals } from './money';

const V32 = { 'x-api-version': '3.2' };
const JOIN = { membership_program: 'daily_winners', membership_status: 'member' };
const BREAK_NOTICE = /^You're taking a break from play until .+\. You can still see your tickets, collect prizes and withdraw\.$/;

describe.each(backends())('breaks and exclusions in prize draws on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });
  const join = (session: LoginResult, payload: Record<string, unknown> = JOIN) => asCustomer(t, session.accessToken, { method: 'PUT', url: '/membership/membership', payload, headers: V32 });
  const takeBreak = async (session: LoginResult, period = '7_days') => {
    const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/play-break', payload: { period } });
    expect(response.statusCode).toBe(201);
  };
  const funded = async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 2_000);
    return session;
  };
  const membershipStatus = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/membership/v3/customer' })).json().membershipStatus as string;

  it('refuses joining Daily Winners during a break, with the notice, changing nothing; leaving stays open', async () => {
    const session = await funded();
    await takeBreak(session);
    const refused = expectError(await join(session), 422, 'play_break');
    expect(refused.messages[0]!.message).toMatch(BREAK_NOTICE);
    expect(await membershipStatus(session)).toBe('non-member');
    expect((await join(session, { ...JOIN, membership_status: 'non-member' })).statusCode).toBe(200);
  });

  it('withdraws a member who takes a break from the next giveaway: the other member is the only entrant, and wins', async () => {
    const [resting, playing] = [await funded(), await funded()];
    for (const session of [resting, playing]) expect((await join(session)).statusCode).toBe(200);
    await takeBreak(resting);
    const daily = ((await asCustomer(t, playing.accessToken, { method: 'GET', url: '/membership/v3/draws?status=current&limit=50' })).json() as GiveawayPage).items.find((draw) => draw.type === 'daily')!;
    expect((await t.inject({ method: 'POST', url: '/platform/sites/drawfront/giveaways/daily/draw', headers: t.ops() })).statusCode).toBe(200);
    const seen = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: `/membership/v3/draws/daily/${daily.number}` })).json() as GiveawayDraw;
    expect((await seen(playing)).entry).toMatchObject({ entries: 1, won: true });
    expect((await seen(resting)).entry ?? { entries: 0 }).toMatchObject({ entries: 0 });
    expect((await asCustomer(t, resting.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount).toBe(2_000);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, negativeWallets: 0 });
  });

  it('refuses starting a group or joining one by its invite link during a break', async () => {
    const organiser = await funded();
    const group = await createGroup(t, organiser);
    const resting = await funded();
    await takeBreak(resting, '1_year');
    const excluded = /^You've excluded yourself from play until .+\. You can still see your tickets, collect prizes and withdraw\.$/;
    expect(expectError(await lp(t, resting, 'POST', '/group', { groupName: 'My resting party' }), 422, 'play_break').messages[0]!.message).toMatch(excluded);
    expect(expectError(await lp(t, resting, 'POST', `/group/token/${group.inviteToken}/member`), 422, 'play_break').messages[0]!.message).toMatch(excluded);
    expect((await lp(t, resting, 'GET', '/group')).json().groups).toEqual([]);
  });

  it('mails the customer a confirmation of the break, saying until when', async () => {
    const session = await funded();
    await takeBreak(session);
    const mails = await t.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, session.customer.email), eq(outboxEmails.template, 'play-break-confirmed')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your break from Drawfront has started');
    expect(mails[0]!.text).toMatch(/You're taking a break from play until /);
  });
});
