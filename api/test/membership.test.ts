// The daily-winners membership API (groups spec §7): config, the customer's membership, joining (v3.2),
// entering and leaving giveaways, the monthly unlock (pending → resolved, told in the feed), locked content,
// the single-use benefits link, giveaway draws run by the engine, winners, and premium bought through the cart.
import { randomUUID } from 'node:crypto';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { CustomerMembership, GiveawayDraw, GiveawayPage, UpcomingMembershipDraw } from '@drawfront/shared/contract/membership';
import type { NotificationsPage } from '@drawfront/shared/contract/notifications';
import { manualClock } from '../src/lib/clock';
import { BENEFITS_LINK_TTL_MS } from '../src/modules/membership/benefits';
import { addToCart } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';

const V32 = { 'x-api-version': '3.2' };
const JOIN = { membership_program: 'daily_winners', membership_status: 'member', metadata: { source: 'landing' } };

function membershipCalls(t: TestContext) {
  const call = (session: LoginResult | null, options: Parameters<TestContext['inject']>[0]) => (session ? asCustomer(t, session.accessToken, options) : t.inject({ sign: 'drawfront', ...options }));
  return {
    join: (session: LoginResult, payload: Record<string, unknown> = JOIN, headers: Record<string, string> = V32) => call(session, { method: 'PUT', url: '/membership/membership', payload, headers }),
    customer: async (session: LoginResult) => {
      const response = await call(session, { method: 'GET', url: '/membership/v3/customer' });
      expect(response.statusCode).toBe(200);
      return response.json() as CustomerMembership;
    },
    enter: (session: LoginResult, drawId: string, entryStatus: string) => call(session, { method: 'PUT', url: `/membership/v3/draws/${drawId}`, payload: { entry_status: entryStatus } }),
    current: async (session: LoginResult | null) => (await call(session, { method: 'GET', url: '/membership/v3/draws?status=current&limit=50' })).json() as GiveawayPage,
    giveaway: async (session: LoginResult | null, type: string, number: number) => (await call(session, { method: 'GET', url: `/membership/v3/draws/${type}/${number}` })).json() as GiveawayDraw,
    call,
  };
}

/** A signed-up customer with money in their wallet, who has joined free (a member). */
async function member(t: TestContext): Promise<LoginResult> {
  const session = await signUp(t);
  await fund(t, session.customer.customerId, 2_000);
  const joined = await membershipCalls(t).join(session);
  expect(joined.statusCode).toBe(200);
  return session;
}

describe.each(backends())('the membership API on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });
  const api = membershipCalls(t);
  const nextOf = async (session: LoginResult | null, type: string) => (await api.current(session)).items.find((draw) => draw.type === type)!;

  it('answers the programme config with its free and premium tiers', async () => {
    const response = await t.inject({ method: 'GET', url: '/membership/v4/config', sign: 'drawfront' });
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(config).toMatchObject({ programName: 'Daily Winners', programUrl: 'daily-winners', programId: 'daily_winners' });
    expect(config.tiers.map((tier: { key: string; price: { amount: number } }) => [tier.key, tier.price.amount])).toEqual([['free', 0], ['premium', 999]]);
    expectError(await t.inject({ method: 'GET', url: '/membership/v4/config' }), 401, 'invalid_signature');
    const elsewhere = await t.inject({ method: 'GET', url: '/membership/v4/config', sign: 'goodcause' });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('answers a new customer as a non-member, and needs a signed-in customer', async () => {
    const session = await signUp(t);
    expect(await api.customer(session)).toEqual({ membershipProgram: 'daily_winners', membershipStatus: 'non-member', membershipTier: 'free', eligibility: 'eligible', membershipUpdated: null, premium: null });
    expectError(await t.inject({ method: 'GET', url: '/membership/v3/customer', sign: 'drawfront' }), 401, 'unauthorised');
  });

  it('joins in version 3.2 only, refusing bad bodies and other programmes without changing anything', async () => {
    const session = await signUp(t);
    expectError(await api.join(session, JOIN, {}), 400, 'unsupported_version');
    expectError(await api.join(session, { ...JOIN, membership_status: 'pending-deposit' }), 422, 'validation_failed');
    expectError(await api.join(session, { membership_status: 'member' }), 422, 'validation_failed');
    expectError(await api.join(session, { ...JOIN, surprise: true }), 422, 'validation_failed');
    expectError(await api.join(session, { ...JOIN, membership_program: 'weekly_winners' }), 404, 'membership_program_not_found');
    expectError(await api.join(session, { ...JOIN, membership_tier: 'premium' }), 422, 'entry_not_allowed');
    expect((await api.customer(session)).membershipStatus).toBe('non-member');
  });

  it('makes a customer who has never deposited pending-deposit, refuses their entries, and a member once they deposit', async () => {
    const session = await signUp(t);
    const joined = await api.join(session);
    expect(joined.json()).toMatchObject({ membershipStatus: 'pending-deposit', membershipTier: 'free' });
    const daily = await nextOf(session, 'daily');
    expect(daily.entry).toMatchObject({ entryStatus: 'locked', entries: 0 });
    expectError(await api.enter(session, daily.id, 'unlocked'), 422, 'deposit_required');
    await fund(t, session.customer.customerId, 500);
    expect((await api.customer(session)).membershipStatus).toBe('member');
    expect((await api.enter(session, daily.id, 'unlocked')).json()).toMatchObject({ entryStatus: 'unlocked', entries: 1, numberOfEntriesText: '1 entry' });
  });

  it('refuses a non-member entering a giveaway', async () => {
    const session = await signUp(t);
    const daily = await nextOf(session, 'daily');
    expect(daily.entry).toBeNull();
    expectError(await api.enter(session, daily.id, 'unlocked'), 403, 'not_a_member');
  });

  it('enters a free member in the daily giveaway, lets them leave and come back, and refuses bad entries', async () => {
    const session = await member(t);
    const daily = await nextOf(session, 'daily');
    expect(daily.entry).toMatchObject({ entryStatus: 'unlocked', entries: 1 });
    expect((await api.enter(session, daily.id, 'locked')).json()).toMatchObject({ entryStatus: 'locked', entries: 0, numberOfEntriesText: 'No entries yet' });
    expect((await api.enter(session, daily.id, 'unlocked')).json()).toMatchObject({ entryStatus: 'unlocked', entries: 1 });
    expectError(await api.enter(session, daily.id, 'guaranteed'), 422, 'entry_not_allowed');
    expectError(await api.enter(session, daily.id, 'maybe'), 422, 'validation_failed');
    expectError(await api.enter(session, 'not-a-uuid', 'unlocked'), 422, 'validation_failed');
    expectError(await api.enter(session, randomUUID(), 'unlocked'), 404, 'giveaway_not_found');
  });

  it('keeps a free member out of the major giveaway with its locked content', async () => {
    const session = await member(t);
    const major = await api.giveaway(session, 'major', 1);
    expect(major.entry).toMatchObject({ entryStatus: 'locked', entries: 0 });
    expect(major.lockedContent).toEqual({ title: 'This giveaway is locked', text: 'Major giveaways are for premium members. Go premium to unlock your guaranteed entries.' });
    expectError(await api.enter(session, major.id, 'unlocked'), 422, 'entry_not_allowed');
    // A visitor sees the giveaway, without locked content (they are asked to join instead).
    expect((await api.giveaway(null, 'major', 1)).lockedContent).toBeNull();
    expectError(await t.inject({ method: 'GET', url: '/membership/v3/draws/weekly/1', sign: 'drawfront' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: '/membership/v3/draws/major/999', sign: 'drawfront' }), 404, 'giveaway_not_found');
  });

  it('takes one monthly unlock request at a time: pending, refused while pending, then resolved with a notice', async () => {
    const session = await member(t);
    const monthly = await nextOf(session, 'monthly');
    expect(monthly.entry).toMatchObject({ entryStatus: 'locked', entries: 0, unlockRequest: null });
    const requested = (await api.enter(session, monthly.id, 'unlocked')).json() as UpcomingMembershipDraw;
    expect(requested).toMatchObject({ entryStatus: 'locked', unlockRequest: 'pending' });
    expectError(await api.enter(session, monthly.id, 'unlocked'), 409, 'unlock_pending');
    expect(await t.app.jobs['membership-unlocks']!()).toBeGreaterThanOrEqual(1);
    expect((await api.giveaway(session, 'monthly', monthly.number)).entry).toMatchObject({ entryStatus: 'unlocked', entries: 1, unlockRequest: 'resolved' });
    const feed = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/notifications' })).json() as NotificationsPage;
    expect(feed.items.map((item) => [item.kind, item.title, item.link])).toContainEqual(['membership_unlock', 'Monthly $1,000 giveaway unlocked', `/daily-winners/giveaways/monthly/${monthly.number}`]);
    // Next month's giveaway is not taking entries yet (nor listed as current).
    const next = monthly.number % 100 === 12 ? monthly.number + 89 : monthly.number + 1;
    const upcoming = await api.giveaway(session, 'monthly', next);
    expect((await api.current(session)).items.map((draw) => draw.id)).not.toContain(upcoming.id);
    expectError(await api.enter(session, upcoming.id, 'unlocked'), 422, 'giveaway_not_open');
    // Unlocked already: asking again changes nothing.
    expect((await api.enter(session, monthly.id, 'unlocked')).json()).toMatchObject({ entryStatus: 'unlocked', unlockRequest: 'resolved' });
  });

  it('answers a benefits link that opens the benefits page once, and not after 5 minutes', async () => {
    const outsider = await signUp(t);
    expectError(await api.call(outsider, { method: 'GET', url: '/membership/v3/benefits' }), 403, 'not_a_member');
    const session = await member(t);
    const link = async () => new URL((await api.call(session, { method: 'GET', url: '/membership/v3/benefits' })).json().ssoUrl as string).pathname;
    const first = await link();
    expect(first).toMatch(/^\/membership\/benefits\/sso\/[A-Za-z0-9_-]{43}$/);
    const opened = await t.inject({ method: 'GET', url: first });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('Your member benefits');
    expect(opened.body).toContain('10% off partner cinema tickets');
    const again = await t.inject({ method: 'GET', url: first });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('This link has already been used');
    const late = await link();
    clock.advance(BENEFITS_LINK_TTL_MS + 1);
    const expired = await t.inject({ method: 'GET', url: late });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('This link has expired');
    expect((await t.inject({ method: 'GET', url: '/membership/benefits/sso/nope' })).statusCode).toBe(404);
  });
});

describe.each(backends())('giveaway draws and premium membership on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });
  const api = membershipCalls(t);

  it('draws the daily giveaway in the engine: the only entrant wins, is credited and told, and shows masked among the winners', async () => {
    const session = await member(t);
    const daily = (await api.current(session)).items.find((draw) => draw.type === 'daily')!;
    const before = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount as number;
    expectError(await t.inject({ method: 'POST', url: '/platform/sites/drawfront/giveaways/daily/draw' }), 401, 'ops_unauthorised');
    const ran = await t.inject({ method: 'POST', url: '/platform/sites/drawfront/giveaways/daily/draw', headers: t.ops() });
    expect(ran.json()).toEqual({ site: 'drawfront', giveawayType: 'daily', drawNumber: daily.number });
    const drawn = await api.giveaway(session, 'daily', daily.number);
    expect(drawn.availability).toBe('drawn');
    expect(drawn.entry).toMatchObject({ entries: 1, won: true });
    const after = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount as number;
    expect(after - before).toBe(10_000);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, negativeWallets: 0 });
    const winners = (await t.inject({ method: 'GET', url: '/membership/v3/winners', sign: 'drawfront' })).json();
    expect(winners.items).toEqual([{ name: `${session.customer.firstname} ${session.customer.lastname[0]}.`, prize: { amount: 10_000, currency: 'AUD' }, giveawayType: 'daily', drawNumber: daily.number, drawnAt: expect.any(String), title: 'Daily $100 giveaway' }]);
    const closed = (await api.call(session, { method: 'GET', url: '/membership/v3/draws?status=closed&mine=true' })).json() as GiveawayPage;
    expect(closed.items.map((draw) => [draw.type, draw.number, draw.entry?.won])).toEqual([['daily', daily.number, true]]);
    const feed = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/notifications' })).json() as NotificationsPage;
    expect(feed.items[0]).toMatchObject({ kind: 'giveaway_win', title: 'You won the Daily $100 giveaway!' });
    // A drawn giveaway takes no more entries.
    expectError(await api.enter(session, daily.id, 'locked'), 422, 'giveaway_closed');
  });

  it('sells premium through the cart: guaranteed entries for the period, kept to its end after cancelling', async () => {
    const session = await member(t);
    const cart = await addToCart(t, session.accessToken, { product_type: 'membership', key: 'daily-winners-premium', quantity: 1 });
    expect(cart.cartItems[0]).toMatchObject({ productType: 'membership', unitPrice: { amount: 999 }, details: { membershipProgram: 'daily_winners', membershipOffer: 'daily-winners-premium', tier: 'premium' }, recurringPurchase: { enabled: true, type: 'subscription' } });
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
    expect(bought.statusCode).toBe(201);
    const premium = await api.customer(session);
    expect(premium).toMatchObject({ membershipStatus: 'member', membershipTier: 'premium', premium: { cancelledAt: null } });
    expect(new Date(premium.premium!.end).getTime() - new Date(premium.premium!.start).getTime()).toBe(30 * 86_400_000);
    const special = (await api.current(session)).items.find((draw) => draw.type === 'special')!;
    expect(special.entry).toMatchObject({ entryStatus: 'guaranteed', entries: 2 });
    expectError(await api.enter(session, special.id, 'locked'), 422, 'entry_not_allowed');
    expect((await api.giveaway(session, 'major', 1)).entry).toMatchObject({ entryStatus: 'guaranteed', entries: 10 });
    // Already premium: a second period is refused until renewal is cancelled.
    const again = await t.inject({ method: 'POST', url: '/v2/cart/items', sign: 'drawfront', customerToken: session.accessToken, payload: { product_type: 'membership', key: 'daily-winners-premium', quantity: 1 } });
    expectError(again, 422, 'invalid_cart_item');

    const cancelled = (await api.join(session, { ...JOIN, membership_tier: 'free' })).json() as CustomerMembership;
    expect(cancelled).toMatchObject({ membershipTier: 'premium', premium: { end: premium.premium!.end, cancelledAt: expect.any(String) } });
    clock.advance(30 * 86_400_000 + 1);
    // The access token has long expired: sign in again.
    const later = (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
    expect(await api.customer(later)).toMatchObject({ membershipStatus: 'member', membershipTier: 'free', premium: null });
  });

  it('renews premium from the wallet at the end of each period, and lets it lapse with a notice when the wallet cannot pay', async () => {
    const session = await member(t);
    const buy = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [{ product_type: 'membership', key: 'daily-winners-premium', quantity: 1 }] } });
    expect(buy.statusCode).toBe(201);
    const first = (await api.customer(session)).premium!;
    // Nothing is due before the period ends.
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 0, lapsed: 0 });

    clock.advance(30 * 86_400_000 + 60_000);
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 1, lapsed: 0 });
    // The same period is never charged twice.
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 0, lapsed: 0 });
    const renewed = (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
    const second = (await api.customer(renewed)).premium!;
    expect(new Date(second.end).getTime()).toBeGreaterThan(new Date(first.end).getTime() + 29 * 86_400_000);
    const balance = (await asCustomer(t, renewed.accessToken, { method: 'GET', url: '/v2/customer' })).json().balance.amount as number;
    expect(balance).toBe(2_000 - 2 * 999);

    clock.advance(30 * 86_400_000 + 60_000);
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 0, lapsed: 1 });
    const lapsed = (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;
    expect(await api.customer(lapsed)).toMatchObject({ membershipStatus: 'member', membershipTier: 'free', premium: null });
    const feed = (await asCustomer(t, lapsed.accessToken, { method: 'GET', url: '/v2/notifications' })).json() as NotificationsPage;
    expect(feed.items[0]).toMatchObject({ kind: 'membership_renewal_failed', title: 'Daily Winners Premium was not renewed', link: '/daily-winners/membership-tiers' });
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 0, lapsed: 0 });
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, negativeWallets: 0 });
  });

  it('refuses a membership line to a visitor, for an unknown offer, or for more than one period', async () => {
    const session = await member(t);
    const add = (payload: Record<string, unknown>) => t.inject({ method: 'POST', url: '/v2/cart/items', sign: 'drawfront', customerToken: session.accessToken, payload });
    expectError(await add({ product_type: 'membership', key: 'gold', quantity: 1 }), 422, 'invalid_cart_item');
    expectError(await add({ product_type: 'membership', key: 'daily-winners-premium', quantity: 2 }), 422, 'invalid_cart_item');
    const anon = (await t.inject({ method: 'POST', url: '/v2/anon-cart', sign: 'drawfront' })).json();
    expectError(await t.inject({ method: 'POST', url: `/v2/anon-cart/${anon.cartReference}/items`, sign: 'drawfront', payload: { product_type: 'membership', key: 'daily-winners-premium', quantity: 1 } }), 422, 'invalid_cart_item');
  });
});
