// The service mails a customer expects (welcome, receipt, deposits, withdrawals, two-factor, password, breaks,
// limits, membership, draw results): each is written once for its event, in the site's brand, with absolute
// links to real pages of the site, and dates on the customer's own clock. Marketing choices never stop them.
import { randomUUID } from 'node:crypto';
import { generateSync } from 'otplib';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { DepositLimits } from '@drawfront/shared/contract/deposit-limits';
import type { Fund } from '@drawfront/shared/contract/funds';
import { resolveRoute } from '@drawfront/shared/routes/match-route';
import { playBreakNotice } from '@drawfront/shared/rules/play-break';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { manualClock } from '../src/lib/clock';
import { monthBounds, monthOf } from '../src/lib/month-bounds';
import { mailTime } from '../src/modules/outbox/mail/customer-clock';
import { TEST_CARDS } from '../src/payments/test-cards';
import { addCard, deposit } from './cards';
import { starburstLine } from './carts';
import { asCustomer, login, PASSWORD, signupBody, signUp, UK_ADDRESS } from './customers';
import { nextOpenDraw } from './draws';
import { everyBackend, setupApp } from './helper';
import { fund } from './money';
import { addBankAccount, withdraw } from './withdrawals';

interface Mail {
  siteKey: string;
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string | null;
}

const FORM = 'application/x-www-form-urlencoded';

/** A mail in the site's layout: a plain-text and an HTML part with the same greeting, links and footer, in the brand. */
function expectLayout(mail: Mail): void {
  const label = { template: mail.template };
  expect({ ...label, text: /^Hi [^,\n]+,\n/.test(mail.text) }).toEqual({ ...label, text: true });
  expect({ ...label, footer: mail.text.includes('You get this mail because it is about your Drawfront account.') }).toEqual({ ...label, footer: true });
  expect({ ...label, html: mail.html?.startsWith('<!doctype html>') ?? false }).toEqual({ ...label, html: true });
  expect({ ...label, logo: /<p style="[^"]*font-weight:bold;color:#[0-9a-fA-F]{3,8}">[^<]+<\/p>/.test(mail.html ?? '') }).toEqual({ ...label, logo: true });
  // Every link of the text part is a link of the HTML part, and absolute.
  for (const [, url] of mail.text.matchAll(/: (https?:\/\/\S+)$/gm)) {
    expect({ ...label, url, inHtml: mail.html!.includes(`href="${url!.replace(/&/g, '&#38;')}"`) }).toEqual({ ...label, url, inHtml: true });
  }
  for (const [, href] of (mail.html ?? '').matchAll(/href="([^"]*)"/g)) expect({ ...label, href, absolute: href!.startsWith(`${PUBLIC_URL}/`) }).toEqual({ ...label, href, absolute: true });
}
const DAY = 86_400_000;
// The seeded site's public URL (its baseUrl constant): every link in its mail starts with it.
const PUBLIC_URL = 'http://localhost:3000';
// Each test signs up, buys, deposits or runs jobs: on a loaded machine that takes longer than jest's default 5 s.
jest.setTimeout(60_000);

describe.each(everyBackend())('customer mails on %s', (backend) => {
  const clock = manualClock(new Date());
  const t = setupApp(backend, {}, { clock });
  const seen: Mail[] = [];

  const mailsTo = async (to: string): Promise<Mail[]> => {
    const response = await t.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(to)}&limit=500` });
    const { messages } = response.json() as { messages: Mail[] };
    for (const mail of messages) if (!seen.some((each) => each.to === mail.to && each.subject === mail.subject && each.text === mail.text)) seen.push(mail);
    return messages;
  };
  /** The one mail of `template` to `to`: written, and written once. */
  const theOne = async (to: string, template: string): Promise<Mail> => {
    const mails = (await mailsTo(to)).filter((mail) => mail.template === template);
    expect(mails.map((mail) => mail.template)).toEqual([template]);
    return mails[0]!;
  };
  const call = (session: LoginResult, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, options: { payload?: unknown; headers?: Record<string, string> } = {}) =>
    asCustomer(t, session.accessToken, { method, url, payload: options.payload as Record<string, unknown>, headers: options.headers });
  const buy = (session: LoginResult, key: string, items: Record<string, unknown>[] = [starburstLine()]) => call(session, 'POST', '/v2/cart/purchase', { headers: { 'idempotency-key': key }, payload: { items } });

  it('welcomes a new customer once, whatever their marketing choice, in the site’s brand', async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: false });
    const mail = await theOne(session.customer.email, 'welcome');
    expect(mail).toMatchObject({ siteKey: 'drawfront', subject: 'Welcome to Drawfront' });
    expect(mail.text).toMatch(/^Hi Pat,\n/);
    expect(mail.text).toContain(`Your account: ${PUBLIC_URL}/my-account`);
    // The HTML part says the same, in the site's logo text and colours.
    expect(mail.html).toContain('<p>Hi Pat,</p>');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/my-account"`);
    expect(mail.html).toMatch(/color:#[0-9a-fA-F]{3,8}/);
  });

  it('mails one receipt per purchase, also when the purchase is retried with its key', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000);
    const key = randomUUID();
    const first = await buy(session, key);
    expect(first.statusCode).toBe(201);
    expect((await buy(session, key)).statusCode).toBe(201);
    const { checkoutId, reference } = first.json() as { checkoutId: string; reference: string };
    const mail = await theOne(session.customer.email, 'purchase-receipt');
    expect(mail.subject).toBe('Your Drawfront receipt');
    // The line as the shared presenter words it, then the numbers played, and the short reference rather than the id.
    expect(mail.text).toMatch(/Thursday Starburst: 1 game, draw \d+, \$1\.40/);
    expect(mail.text).toMatch(/Game 1: (\d+ ){5}\d+/);
    expect(reference).toMatch(/^DF-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(mail.text).toContain(`Purchase: ${reference}`);
    expect(mail.text).toContain('Paid from your wallet: $1.40');
    expect(mail.text).toContain(`See your receipt: ${PUBLIC_URL}/receipt/${checkoutId}`);
  });

  it('mails a deposit that succeeded and one that failed, once each', async () => {
    const session = await signUp(t);
    const good = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
    const key = randomUUID();
    expect((await deposit(t, session, good.id, { amount: 2_500 }, key)).json()).toMatchObject({ status: 'succeeded' });
    await deposit(t, session, good.id, { amount: 2_500 }, key);
    const declined = (await addCard(t, session, TEST_CARDS.doNotHonour)).json() as Fund;
    expect((await deposit(t, session, declined.id, { amount: 1_000 })).json()).toMatchObject({ status: 'failed' });
    expect((await theOne(session.customer.email, 'deposit-succeeded')).subject).toBe('$25.00 is in your Drawfront wallet');
    const failed = await theOne(session.customer.email, 'deposit-failed');
    expect(failed.text).toContain('Your deposit of $10.00 did not go through, and nothing was taken. Your bank declined this payment.');
    expect(failed.text).toContain(`Try again: ${PUBLIC_URL}/my-account/deposit`);
  });

  it('mails a withdrawal when it is asked for and when it is paid, once each', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000);
    const account = await addBankAccount(t, session);
    const key = randomUUID();
    const asked = await withdraw(t, session, account.id, 2_000, key);
    expect(asked.statusCode).toBe(201);
    await withdraw(t, session, account.id, 2_000, key);
    const { id } = asked.json() as { id: string };
    const requested = await theOne(session.customer.email, 'withdrawal-requested');
    expect(requested.text).toContain('You asked to withdraw $20.00.');
    expect(requested.text).toContain(`${PUBLIC_URL}/my-account/withdraw/details/${id}`);
    await t.app.jobs['withdrawals-payout']!();
    await t.app.jobs['withdrawals-payout']!();
    expect((await theOne(session.customer.email, 'withdrawal-paid')).subject).toBe('Your Drawfront withdrawal was paid');
  });

  it('mails two-factor turned on and off, and a password change', async () => {
    const session = await signUp(t);
    const { secret } = (await call(session, 'POST', '/v2/customer/two-factor-auth/authenticator')).json() as { secret: string };
    const code = (at: number) => generateSync({ secret, epoch: Math.floor(at / 1000) });
    expect((await call(session, 'POST', '/v2/customer/two-factor-auth/authenticator/confirm', { payload: { code: code(clock.now().getTime()) } })).statusCode).toBe(200);
    clock.advance(30_000);
    expect((await call(session, 'POST', '/v2/customer/two-factor-auth/disable', { payload: { code: code(clock.now().getTime()) } })).statusCode).toBe(200);
    const on = await theOne(session.customer.email, 'two-factor-on');
    expect(on.text).toContain(`Two-factor sign-in was turned on ${mailTime(new Date(clock.now().getTime() - 30_000), { locale: 'en-AU', timeZone: 'Australia/Sydney' })}`);
    expect((await theOne(session.customer.email, 'two-factor-off')).text).toContain(`Login and security: ${PUBLIC_URL}/my-account/login-and-security`);
    expect((await call(session, 'POST', '/v2/customer/change-password', { payload: { current_password: PASSWORD, new_password: 'Renewed789' } })).statusCode).toBe(200);
    await theOne(session.customer.email, 'password-changed');
  });

  it('mails a limit change, saying when a loosening takes effect, and a break, on the customer’s own clock', async () => {
    // An en-GB customer of the Australian site reads London time.
    const gb = await t.inject({ method: 'POST', url: '/v2/signup', sign: 'drawfront', headers: { 'x-sub-variant': 'GB' }, payload: signupBody({ state: 'OTHER', address: UK_ADDRESS }), remoteAddress: '198.19.7.1' });
    expect(gb.statusCode).toBe(201);
    const session = gb.json() as LoginResult;
    const setLimit = (limit: string) => call(session, 'PUT', '/v2/deposit-limits/daily', { headers: { 'content-type': FORM }, payload: `limit=${limit}` });
    expect((await setLimit('50.00')).statusCode).toBe(200);
    const loosened = (await setLimit('80.00')).json() as DepositLimits;
    const effectiveAt = loosened.customerLimits[0]!.pending!.effectiveAt;
    const limits = (await mailsTo(session.customer.email)).filter((mail) => mail.template === 'limit-changed');
    expect(limits).toHaveLength(2);
    const london = { locale: 'en-GB' as const, timeZone: 'Europe/London' };
    // Written in the same instant of the stopped clock: compared in any order.
    expect(limits.map((mail) => mail.text.split('\n')[2]).sort()).toEqual([
      `Your daily deposit limit is £80.00 from ${mailTime(effectiveAt, london)}. Until then your current limit stays in force: a looser limit waits out its cooling-off period.`,
      'Your daily deposit limit is £50.00, from now.',
    ].sort());
    expect(mailTime(effectiveAt, london)).toMatch(/GMT|BST/);

    const taken = await call(session, 'POST', '/v2/customer/play-break', { payload: { period: '7_days' } });
    expect(taken.statusCode).toBe(201);
    const { playBreak } = taken.json() as { playBreak: PlayBreak };
    // Its end on London's clock, not Sydney's (hours apart).
    expect((await theOne(session.customer.email, 'play-break-confirmed')).text).toContain(playBreakNotice(playBreak, 'en-GB', 'Europe/London'));
    expect(playBreakNotice(playBreak, 'en-GB', 'Europe/London')).not.toBe(playBreakNotice(playBreak, 'en-GB', 'Australia/Sydney'));
  });

  it('mails premium renewed and lapsed once each, and the draw result with an absolute link', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 2_000);
    const join = { membership_program: 'daily_winners', membership_status: 'member', metadata: {} };
    expect((await call(session, 'PUT', '/membership/membership', { payload: join, headers: { 'x-api-version': '3.2' } })).statusCode).toBe(200);
    const draw = await nextOpenDraw(t.database.db, 'thursday-starburst', clock.now());
    expect((await buy(session, randomUUID(), [starburstLine({ first_draw_no: draw.drawNo })])).statusCode).toBe(201);
    expect((await buy(session, randomUUID(), [{ product_type: 'membership', key: 'daily-winners-premium', quantity: 1 }])).statusCode).toBe(201);
    // The draw is drawn and mailed.
    clock.set(new Date(draw.stop.getTime() + 1));
    await t.app.jobs['draws-tick']!();
    clock.set(new Date(draw.drawDate.getTime() + 60_000));
    await t.app.jobs['draws-tick']!();
    await t.app.jobs['draws-tick']!();
    const result = await theOne(session.customer.email, 'draw_result');
    expect(result.text).toContain(`: ${PUBLIC_URL}/thursday-starburst/results/draw/${draw.drawNo}`);

    clock.advance(30 * DAY + 60_000);
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 1, lapsed: 0 });
    expect((await theOne(session.customer.email, 'membership-renewed')).subject).toBe('Your Daily Winners Premium is renewed');
    clock.advance(30 * DAY + 60_000);
    expect(await t.app.jobs['membership-renewals']!()).toEqual({ renewed: 0, lapsed: 1 });
    await t.app.jobs['membership-renewals']!();
    expect((await theOne(session.customer.email, 'membership-lapsed')).text).toContain(`Membership tiers: ${PUBLIC_URL}/daily-winners/membership-tiers`);
    // Signed in again on the moved clock: every receipt is there, one per purchase (the renewal's too).
    expect((await login(t, session.customer.email, PASSWORD)).statusCode).toBe(200);
    expect((await mailsTo(session.customer.email)).filter((mail) => mail.template === 'purchase-receipt')).toHaveLength(3);
  });

  it('writes the older mails (reset, details, closure, statement) in the same brand and layout, with absolute links', async () => {
    const session = await signUp(t);
    // A deposit on the app's clock: the statement covers the month it falls in.
    const card = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
    expect((await deposit(t, session, card.id, { amount: 2_500 })).json()).toMatchObject({ status: 'succeeded' });
    const forgot = await t.inject({ method: 'POST', url: '/v2/password/forgot', sign: 'drawfront', payload: { email: session.customer.email }, remoteAddress: '198.19.9.1', headers: { origin: PUBLIC_URL } });
    expect(forgot.statusCode).toBe(202);
    const reset = await theOne(session.customer.email, 'password-reset');
    expect(reset.text).toMatch(new RegExp(`^Choose a new password: ${PUBLIC_URL}/forgot-password\\?token=\\S+$`, 'm'));

    const address = { address_line1: '1 George St', suburb: 'Sydney', postcode: '2000', state: 'NSW', country: 'AU' };
    // Like the reset link, the confirmation link opens the site at the address the customer used.
    expect((await call(session, 'POST', '/v2/customer/details', { payload: address, headers: { origin: PUBLIC_URL } })).statusCode).toBe(200);
    const confirmAddress = await theOne(session.customer.email, 'confirm-address');
    expect(confirmAddress.text).toContain('Address: 1 George St, Sydney NSW 2000, AU');
    expect(confirmAddress.text).toMatch(new RegExp(`^Confirm your address: ${PUBLIC_URL}/my-account/confirm-address/\\S+$`, 'm'));

    // Last month's statement, once the month has ended on the site's clock.
    const { end } = monthBounds(monthOf(clock.now(), 'Australia/Sydney'), 'Australia/Sydney');
    clock.set(new Date(end.getTime() + 20 * 60_000));
    await t.app.jobs['statements-monthly']!();
    const statement = await theOne(session.customer.email, 'monthly-statement');
    expect(statement.text).toContain('Deposits: $25.00');
    expect(statement.text).toMatch(new RegExp(`^See it, or download it as a PDF: ${PUBLIC_URL}/my-account/statements/\\d{4}-\\d{2}$`, 'm'));

    // An account with money in it must be emptied first: another customer closes theirs.
    const leaving = await signUp(t);
    expect((await call(leaving, 'DELETE', '/v2/customer', { payload: { reason: 'not_playing' } })).statusCode).toBe(200);
    const closed = await theOne(leaving.customer.email, 'account-closed');
    expect(closed.text).toContain(`Contact support: ${PUBLIC_URL}/about/contact-us`);

    for (const mail of [reset, confirmAddress, statement, closed]) expectLayout(mail);
  });

  it('writes every mail above in the site\'s layout: both parts, the greeting, the logo text and the footer', async () => {
    const templates = new Set(seen.map((mail) => mail.template));
    for (const template of ['password-reset', 'password-changed', 'confirm-address', 'monthly-statement', 'account-closed', 'play-break-confirmed', 'draw_result']) expect(templates).toContain(template);
    for (const mail of seen) expectLayout(mail);
  });

  it('links every mail above to a page of the site, absolutely', async () => {
    const { capabilities } = (await t.inject({ method: 'GET', url: '/v2/capabilities', sign: 'drawfront' })).json() as { capabilities: Capability[] };
    const links = seen.flatMap((mail) => [...mail.text.matchAll(/(?:^|\s)(https?:\/\/\S+|\/[a-z0-9]\S*)/gm)].map((match) => ({ template: mail.template, link: match[1]! })));
    expect(new Set(seen.map((mail) => mail.template)).size).toBeGreaterThanOrEqual(14);
    expect(links.length).toBeGreaterThan(15);
    for (const { template, link } of links) {
      expect({ template, link, absolute: link.startsWith(`${PUBLIC_URL}/`) }).toEqual({ template, link, absolute: true });
      if (!link.startsWith('http')) continue;
      const resolved = resolveRoute(new URL(link).pathname, { capabilities });
      expect({ template, link, found: !('notFound' in resolved) }).toEqual({ template, link, found: true });
    }
  });
});
