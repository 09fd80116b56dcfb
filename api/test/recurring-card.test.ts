// Recurring purchases charged from the default card: the runner tops the wallet up through the test gateway
// (at least the gateway's smallest deposit), then buys; a declined card is a soft failure, a removed card a hard one.
import type { LoginResult } from '@drawfront/shared/contract/customer';
import { STARBURST_GAME_PRICE } from './carts';
import { addCard, balanceOf } from './cards';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';
import { autoplayLine, autoplays, buyNow, ticketCount, V33 } from './recurring';

const HOUR = 3_600_000;
const TEST_GATEWAY_MINIMUM = 1_000;

describe.each(backends())('recurring purchases from a card on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  const run = () => t.app.jobs['recurring-purchases']!();
  const again = async (session: LoginResult) => (await login(t, session.customer.email, PASSWORD)).json() as LoginResult;

  /** A customer whose wallet held exactly one autoplay's first draw, now empty, paying by `card`. */
  const cardAutoplay = async (card: string) => {
    clock = Date.now();
    const session = await signUp(t);
    await fund(t, session.customer.customerId, STARBURST_GAME_PRICE);
    await buyNow(t, session, [autoplayLine()]);
    const added = await addCard(t, session, card);
    expect(added.statusCode).toBe(201);
    const method = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/recurring-purchase-method?recurring_purchase_method=card', headers: V33 });
    expect(method.json()).toMatchObject({ selectedRecurringPurchaseMethodKey: 'card' });
    const [autoplay] = await autoplays(t, session);
    expect(autoplay).toMatchObject({ defaultFund: { kind: 'card' } });
    clock = new Date(autoplay!.nextDraw!.stop).getTime() - HOUR;
    return { session: await again(session), autoplay: autoplay! };
  };

  it('tops the wallet up from the default card and buys the draw, once', async () => {
    const { session } = await cardAutoplay('4242 4242 4242 4242');
    expect(await balanceOf(t, session)).toBe(0);
    await run();
    await run();
    expect(await ticketCount(t, session.customer.customerId)).toBe(2);
    // The gateway's smallest deposit ($10.00) less the $1.40 entry stays in the wallet.
    expect(await balanceOf(t, session)).toBe(TEST_GATEWAY_MINIMUM - STARBURST_GAME_PRICE);
    expect((await autoplays(t, session))[0]).toMatchObject({ lastAttemptStatus: 'purchased' });
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0 });
  }, 30_000);

  it('treats a declined card as a soft failure, naming the gateway’s reason, and charges nothing', async () => {
    const { session } = await cardAutoplay('4000 0000 0000 0002');
    await run();
    expect(await ticketCount(t, session.customer.customerId)).toBe(1);
    expect(await balanceOf(t, session)).toBe(0);
    expect((await autoplays(t, session))[0]).toMatchObject({ lastAttemptStatus: 'soft_failure', status: 'recurring_status_active' });
    const feed = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/notifications' })).json();
    expect(feed.items).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'recurring_soft_failure', body: expect.stringContaining('Your bank declined this payment. Try another card or contact your bank.') })]));
  }, 30_000);

  it('raises an add-card resolution when the card is removed, and stops', async () => {
    const { session, autoplay } = await cardAutoplay('4242 4242 4242 4242');
    const funds = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/payment_methods' })).json();
    const fundId = funds.paymentMethods?.[0]?.funds?.[0]?.id ?? funds[0]?.funds?.[0]?.id;
    expect(typeof fundId).toBe('string');
    expect((await asCustomer(t, session.accessToken, { method: 'DELETE', url: `/v2/funds/${fundId}` })).statusCode).toBeLessThan(300);
    await run();
    const [stopped] = await autoplays(t, session);
    expect(stopped).toMatchObject({ status: 'recurring_status_paused', pauseReason: 'payment_resolution', lastAttemptStatus: 'hard_failure' });
    const resolutions = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/payment_resolutions', headers: V33 })).json();
    expect(resolutions.paymentResolutions).toEqual([expect.objectContaining({ autoplayId: autoplay.autoplayId, action: 'add-card' })]);
    // Choosing the wallet answers the resolution and restarts the autoplay.
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/recurring-purchase-method?recurring_purchase_method=card', headers: V33 }), 422, 'recurring_method_unavailable');
    await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/recurring-purchase-method?recurring_purchase_method=wallet', headers: V33 });
    expect((await autoplays(t, session))[0]).toMatchObject({ status: 'recurring_status_active', defaultFund: { kind: 'wallet' } });
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/payment_resolutions', headers: V33 })).json().paymentResolutions).toEqual([]);
  }, 30_000);
});
