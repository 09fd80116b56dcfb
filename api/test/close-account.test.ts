// Closing an account: `DELETE /v2/customer` with a reason, behind step-up; withdrawable money
// must be withdrawn first; a closed account cannot sign in again by any way; nothing about it is deleted.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne } from 'drizzle-orm';
import { generateSync } from 'otplib';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Withdrawal } from '@drawfront/shared/contract/withdrawals';
import type { AccountClosure } from '@drawfront/shared/rules/account-closure';
import { accountClosures, customers, ledgerAccounts, memberships, outboxEmails, withdrawals } from '../src/db/schema';
import { lockOrOpenWallet, post, systemAccount } from '../src/modules/ledger/service';
import { STARBURST_GAME_PRICE } from './carts';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';
import { autoplayLine, autoplays, buyNow, recordOf, ticketCount } from './recurring';
import { addBankAccount, withdraw } from './withdrawals';

const YEAR_MS = 365 * 24 * 3_600_000;
const CLOSED_MESSAGE = 'This account is closed, so it can no longer be signed in to. If you have a question about it, contact support.';
// Each test signs up, buys and runs jobs: on a loaded machine that takes longer than jest's default 5 s.
jest.setTimeout(30_000);

describe.each(backends())('closing an account on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });
  beforeEach(() => {
    clock += 16 * 60_000;
  });

  const close = (session: Pick<LoginResult, 'accessToken'>, payload: unknown = { reason: 'not_playing' }) =>
    asCustomer(t, session.accessToken, { method: 'DELETE', url: '/v2/customer', payload: payload as Record<string, unknown> });
  const closed = async (session: Pick<LoginResult, 'accessToken'>, payload?: unknown) => {
    const response = await close(session, payload);
    if (response.statusCode !== 200) throw new Error(`close: ${response.statusCode} ${response.body}`);
    return response.json() as AccountClosure;
  };
  const customerRow = async (id: string) => (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]!;
  const closureRows = (id: string) => t.database.db.select().from(accountClosures).where(eq(accountClosures.customerId, id));
  // Every mail to the customer after the welcome that sign-up writes (the mails this test is about).
  const mailsTo = (to: string) => t.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, to), ne(outboxEmails.template, 'welcome'))).orderBy(desc(outboxEmails.createdAt));
  const walletOf = async (id: string) => (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, id)))[0];
  const creditVoucher = (customerId: string, cents: number) =>
    t.database.db.transaction(async (tx) => {
      const wallet = await lockOrOpenWallet(tx, customerId, 'AUD');
      const house = await systemAccount(tx, 'house_revenue', 'AUD');
      await post(tx, { kind: 'voucher_credit', reference: `test-voucher-${randomUUID()}`, description: 'Voucher', at: new Date(clock), entries: [{ accountId: house, amount: -cents }, { accountId: wallet.id, amount: cents }] });
    });

  it('closes an account sent as the spec\'s form: marked closed with the reason, mailed, every sign-in ended, nothing deleted', async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    const { customerId, email } = session.customer;
    const response = await asCustomer(t, session.accessToken, {
      method: 'DELETE',
      url: '/v2/customer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ reason: 'other', details: '  Moving overseas  ' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const closure = response.json() as AccountClosure;
    expect(closure).toEqual({ closedAt: new Date(clock).toISOString(), reason: 'other', recordsKeptUntil: expect.any(String) });
    expect(new Date(closure.recordsKeptUntil).getTime() - clock).toBeGreaterThanOrEqual(7 * YEAR_MS);

    // Kept: the customer, the wallet and the closure with why and until when.
    expect(await customerRow(customerId)).toMatchObject({ email, closedAt: new Date(clock), emailOptIn: false });
    expect(await walletOf(customerId)).toBeDefined();
    expect(await closureRows(customerId)).toEqual([
      { customerId, reason: 'other', details: 'Moving overseas', closedAt: new Date(clock), retainUntil: new Date(closure.recordsKeptUntil), balanceCents: 0, recurringCancelled: 0 },
    ]);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: 'account-closed', subject: 'Your Drawfront account is closed' });
    expect(mail!.text).toContain('We keep the records of your account for 7 years, as the law requires, and then delete them.');
    expect(mail!.text).not.toContain('promotional credit');

    // Every sign-in has ended: the access token and the refresh token are refused.
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' }), 401, 'unauthorised');
    expectError(await t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: session.refreshToken } }), 401, 'invalid_refresh_token');
  });

  it('refuses a closed account every way in, with account_closed after the right password only', async () => {
    const session = await signUp(t);
    const { customerId, email } = session.customer;
    // A reset link mailed while the account was open.
    expect((await t.inject({ method: 'POST', url: '/v2/password/forgot', sign: 'drawfront', payload: { email } })).statusCode).toBe(202);
    const token = /token=([A-Za-z0-9_-]+)/.exec((await mailsTo(email))[0]!.text)![1]!;
    await closed(session);
    const passwordHash = (await customerRow(customerId)).passwordHash;
    expectError(await t.inject({ method: 'POST', url: '/v2/password/reset', sign: 'drawfront', payload: { token, password: 'Another-password-2' } }), 403, 'account_closed');
    expect((await customerRow(customerId)).passwordHash).toBe(passwordHash);
    const refused = expectError(await login(t, email, PASSWORD), 403, 'account_closed');
    expect(refused.messages[0]!.message).toBe(CLOSED_MESSAGE);
    // A wrong password learns nothing about the account.
    expectError(await login(t, email, 'Wrong-password-1'), 401, 'invalid_credentials');
    // No reset link is mailed for it, though the answer is the same.
    const before = (await mailsTo(email)).length;
    const forgot = await t.inject({ method: 'POST', url: '/v2/password/forgot', sign: 'drawfront', payload: { email } });
    expect(forgot.statusCode).toBe(202);
    expect(await mailsTo(email)).toHaveLength(before);
  });

  it('refuses a bad body with validation_failed, changing nothing', async () => {
    const session = await signUp(t, 'drawfront', { email_opt_in: true });
    const { customerId } = session.customer;
    for (const payload of [{}, { reason: 'bored' }, { reason: 7 }, { reason: 'other', details: 'x'.repeat(501) }, { reason: 'other', extra: 1 }]) {
      expectError(await close(session, payload), 422, 'validation_failed');
    }
    expectError(await asCustomer(t, session.accessToken, { method: 'DELETE', url: '/v2/customer' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'DELETE', url: '/v2/customer', sign: 'drawfront', payload: { reason: 'other' } }), 401, 'unauthorised');
    expect(await customerRow(customerId)).toMatchObject({ closedAt: null, emailOptIn: true });
    expect(await closureRows(customerId)).toEqual([]);
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).statusCode).toBe(200);
  });

  it('asks a customer with two-factor on to prove it recently (403 REQUIRED), then closes', async () => {
    const session = await signUp(t);
    const codeAt = (secret: string) => generateSync({ secret, epoch: Math.floor(clock / 1000) });
    const { secret } = (await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/authenticator' })).json() as { secret: string };
    expect((await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/authenticator/confirm', payload: { code: codeAt(secret) } })).statusCode).toBe(200);
    // The setup's confirming code elevated this sign-in; 11 minutes on it is no longer recent.
    clock += 11 * 60_000;
    const refreshed = (await t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: session.refreshToken } })).json() as { accessToken: string };
    expectError(await close(refreshed), 403, 'REQUIRED');
    expect((await customerRow(session.customer.customerId)).closedAt).toBeNull();
    expect(await closureRows(session.customer.customerId)).toEqual([]);

    clock += 30_000;
    expect((await asCustomer(t, refreshed.accessToken, { method: 'POST', url: '/v2/customer/two-factor-auth/elevate', payload: { code: codeAt(secret) } })).statusCode).toBe(200);
    expect((await closed(refreshed)).reason).toBe('not_playing');
    // Refused before the second factor: no sign-in code is sent to a closed account.
    expectError(await login(t, session.customer.email, PASSWORD), 403, 'account_closed');
  });

  it('refuses while money can be withdrawn, changing nothing; once withdrawn it closes and the withdrawal is still paid', async () => {
    const session = await signUp(t);
    const { customerId, email } = session.customer;
    await fund(t, customerId, 5_000);
    const refused = expectError(await close(session), 422, 'balance_not_withdrawn');
    expect(refused.messages[0]!.message).toBe('You have $50.00 you can withdraw. Withdraw it to your bank account first, then close your account.');
    expect(refused.result).toEqual({ withdrawableFunds: { amount: 5_000, currency: 'AUD' } });
    expect((await customerRow(customerId)).closedAt).toBeNull();
    expect(await closureRows(customerId)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).statusCode).toBe(200);

    const account = await addBankAccount(t, session);
    const withdrawal = (await withdraw(t, session, account.id, 5_000)).json() as Withdrawal;
    expect(withdrawal.status).toBe('pending');
    await closed(session);
    expect((await closureRows(customerId))[0]!.balanceCents).toBe(0);
    await t.app.jobs['withdrawals-payout']!();
    const [paid] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
    expect(paid!.status).toBe('paid');
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, negativeWallets: 0 });
  });

  it('closes with only promotional credit left, which lapses (kept in the ledger) and the mail says so', async () => {
    const session = await signUp(t);
    const { customerId, email } = session.customer;
    await creditVoucher(customerId, 1_000);
    await closed(session);
    expect((await closureRows(customerId))[0]!.balanceCents).toBe(1_000);
    expect(Number((await walletOf(customerId))!.balance)).toBe(1_000);
    expect((await mailsTo(email))[0]!.text).toContain("The $10.00 of promotional credit left in your account can't be withdrawn and lapses with it.");
  });

  it('cancels recurring purchases, leaves the membership programme and keeps the tickets already bought', async () => {
    const session = await signUp(t);
    const { customerId } = session.customer;
    // Exactly one game's worth, so nothing is left to withdraw after the autoplay's first purchase.
    await fund(t, customerId, STARBURST_GAME_PRICE);
    await buyNow(t, session, [autoplayLine()]);
    const [autoplay] = await autoplays(t, session);
    expect((await recordOf(t, autoplay!.autoplayId)).status).toBe('recurring_status_active');
    const joined = await asCustomer(t, session.accessToken, { method: 'PUT', url: '/membership/membership', headers: { 'x-api-version': '3.2' }, payload: { membership_program: 'daily_winners', membership_status: 'member' } });
    expect(joined.statusCode).toBe(200);
    const bought = await ticketCount(t, customerId);
    expect(bought).toBeGreaterThan(0);

    await closed(session, { reason: 'gambling_concerns' });
    expect((await recordOf(t, autoplay!.autoplayId)).status).toBe('recurring_status_cancelled');
    expect((await closureRows(customerId))[0]).toMatchObject({ reason: 'gambling_concerns', recurringCancelled: 1 });
    const [membership] = await t.database.db.select().from(memberships).where(eq(memberships.customerId, customerId));
    expect(membership!.status).toBe('non-member');
    expect(await ticketCount(t, customerId)).toBe(bought);
  });

  it('closes once: a second close is refused, and two at once make one closure', async () => {
    const session = await signUp(t);
    await closed(session);
    expectError(await close(session), 401, 'unauthorised');

    const racer = await signUp(t);
    const answers = await Promise.all([close(racer), close(racer)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    const loser = answers.find((answer) => answer.statusCode !== 200)!;
    // Refused by the closure's own check (409) or, once it committed, by the ended sign-in (401).
    expect([409, 401]).toContain(loser.statusCode);
    expectError(loser, loser.statusCode, loser.statusCode === 409 ? 'account_closed' : 'unauthorised');
    expect(await closureRows(racer.customer.customerId)).toHaveLength(1);
    expect(await mailsTo(racer.customer.email)).toHaveLength(1);
  });
});
