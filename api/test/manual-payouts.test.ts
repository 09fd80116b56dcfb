// Manual payouts (PAYOUT_PROVIDER=manual): with no payout API, ops list the queue, claim a withdrawal, pay it at
// the bank and record the answer. Claiming ends the customer's right to cancel, so nothing is paid and refunded
// both; recording settles once, as the payout job would.
import { eq, sql } from 'drizzle-orm';
import { ledgerAccounts, withdrawals } from '../src/db/schema';
import { PAYOUT_FAILURE_MESSAGES } from '../src/payments/payout';
import { asCustomer, signUp } from './customers';
import { backends, expectError, OPS_TOKEN, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';
import { listeningApi, runOps } from './ops-cli';
import { PRODUCTION_ENV } from './support/production';
import { addBankAccount, balanceAndWithdrawable, withdraw } from './withdrawals';

async function holdsMatchPending(t: TestContext) {
  const [holds] = await t.database.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'withdrawal_holds'));
  const [pending] = await t.database.db.select({ cents: sql<number>`coalesce(sum(${withdrawals.amountCents}), 0)::bigint` }).from(withdrawals).where(sql`${withdrawals.status} in ('pending', 'processing')`);
  return Number(holds?.balance ?? 0) === Number(pending!.cents);
}

describe.each(backends())('manual payouts on %s', (backend) => {
  const t = setupApp(backend, { ...PRODUCTION_ENV, OPS_TOKEN });
  const api = listeningApi(t);
  const ops = (method: 'GET' | 'POST', url: string, payload?: unknown) => t.inject({ method, url: `/platform${url}`, headers: t.ops('payouts@drawfront'), payload: payload as Record<string, unknown> });

  /** A customer with $50.00 who asked to withdraw `cents` to a bank account. */
  async function requested(cents: number) {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000);
    const account = await addBankAccount(t, session, { account_number: '11223344', account_name: 'Pat Player' });
    const answer = await withdraw(t, session, account.id, cents);
    expect(answer.statusCode).toBe(201);
    return { session, id: answer.json().id as string };
  }

  it('lists what is due with where it goes; a claimed withdrawal can no longer be cancelled; the bank reference settles it once', async () => {
    const { session, id } = await requested(2_000);
    const queue = (await ops('GET', '/withdrawals/queue')).json();
    expect(queue.withdrawals).toContainEqual(expect.objectContaining({ id, amount: 2_000, currency: 'AUD', status: 'pending', destination: { type: 'national', bankCode: '062-000', accountNumber: '11223344', accountName: 'Pat Player' } }));

    expect((await ops('POST', `/withdrawals/${id}/claim`)).json()).toEqual({ id, status: 'processing' });
    expectError(await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/withdrawals/${id}/cancel` }), 409, 'withdrawal_not_cancellable');
    expectError(await ops('POST', `/withdrawals/${id}/claim`), 409, 'withdrawal_not_claimable');
    expect((await ops('GET', '/withdrawals/queue?status=processing')).json().withdrawals.map((row: { id: string }) => row.id)).toContain(id);

    expect((await ops('POST', `/withdrawals/${id}/settle`, { outcome: 'paid', payout_reference: 'NAB-20261207-0042' })).json()).toEqual({ id, status: 'paid' });
    expectError(await ops('POST', `/withdrawals/${id}/settle`, { outcome: 'paid', payout_reference: 'NAB-20261207-0042' }), 409, 'withdrawal_not_claimed');
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/withdrawals/${id}` })).json()).toMatchObject({ status: 'paid' });
    expect(await balanceAndWithdrawable(t, session)).toMatchObject({ balance: 3_000 });
    expect(await holdsMatchPending(t)).toBe(true);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('returns the money when the bank refuses, telling the customer why', async () => {
    const { session, id } = await requested(1_500);
    expectError(await ops('POST', `/withdrawals/${id}/settle`, { outcome: 'paid', payout_reference: 'NAB-1' }), 409, 'withdrawal_not_claimed');
    await ops('POST', `/withdrawals/${id}/claim`);
    expect((await ops('POST', `/withdrawals/${id}/settle`, { outcome: 'failed', code: 'account_closed', payout_reference: 'NAB-RETURN-7' })).json()).toEqual({ id, status: 'failed' });
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/withdrawals/${id}` })).json()).toMatchObject({ status: 'failed', message: PAYOUT_FAILURE_MESSAGES.account_closed });
    expect(await balanceAndWithdrawable(t, session)).toMatchObject({ balance: 5_000 });
    expect(await holdsMatchPending(t)).toBe(true);
  });

  it('lets one claim and one settlement through when ops click at once', async () => {
    const { id } = await requested(1_000);
    const claims = await Promise.all(Array.from({ length: 8 }, () => ops('POST', `/withdrawals/${id}/claim`)));
    expect(claims.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const settles = await Promise.all(Array.from({ length: 8 }, (_, index) => ops('POST', `/withdrawals/${id}/settle`, { outcome: 'paid', payout_reference: `NAB-${index}` })));
    expect(settles.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await holdsMatchPending(t)).toBe(true);
  });

  it('is worked from the ops CLI: list, claim, paid', async () => {
    const { session, id } = await requested(1_250);
    const cli = (...args: string[]) => runOps([...args, '--api', api.url(), '--token', OPS_TOKEN]);
    const listed = await cli('withdrawals', 'list');
    expect(listed.output).toMatch(new RegExp(`${id}\\s+AUD 12\\.50 .* national\\s+062-000 11223344 \\(Pat Player\\)`));
    expect(await cli('withdrawals', 'claim', id)).toMatchObject({ exitCode: 0 });
    expect((await cli('withdrawals', 'paid', id)).output).toContain('withdrawals paid needs --reference');
    expect(await cli('withdrawals', 'paid', id, '--reference', 'NAB-CLI-1')).toEqual({ exitCode: 0, output: `${id} paid\n` });
    expect((await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/withdrawals/${id}` })).json()).toMatchObject({ status: 'paid' });
  }, 30_000);

  it('refuses bad input in the error shape, has no payout run to trigger, and needs the ops token', async () => {
    const { id } = await requested(1_000);
    expectError(await ops('POST', `/withdrawals/${id}/settle`, { outcome: 'paid' }), 422, 'validation_failed');
    expectError(await ops('POST', `/withdrawals/${id}/settle`, { outcome: 'failed', code: 'lost_in_post', payout_reference: 'X' }), 422, 'validation_failed');
    expectError(await ops('POST', '/withdrawals/not-a-uuid/claim'), 422, 'validation_failed');
    expectError(await ops('GET', '/withdrawals/queue?status=paid'), 422, 'validation_failed');
    expect((await ops('POST', '/withdrawals/payouts')).statusCode).toBe(404);
    expectError(await t.inject({ method: 'GET', url: '/platform/withdrawals/queue' }), 401, 'ops_unauthorised');
  });
});
