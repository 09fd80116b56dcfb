import { randomUUID } from 'node:crypto';
import type { WalletTransaction } from '@drawfront/shared/contract/purchase';
import type { MonthlyStatement } from '@drawfront/shared/contract/statements';
import type { Withdrawal } from '@drawfront/shared/contract/withdrawals';
import { and, eq } from 'drizzle-orm';
import { outboxEmails } from '../src/db/schema';
import { monthBounds, monthOf } from '../src/lib/month-bounds';
import { STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { everyBackend, expectError, setupApp } from './helper';
import { fund } from './money';
import { addBankAccount, withdraw } from './withdrawals';

const SYDNEY = 'Australia/Sydney';

describe.each(everyBackend())('transactions filters, CSV and monthly statements on %s', (backend) => {
  const t = setupApp(backend);

  /** A customer with a month of activity: a $50 deposit, a ticket, a $10 withdrawal and a $5 one cancelled. */
  async function activeCustomer() {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000);
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } });
    expect(bought.statusCode).toBe(201);
    const account = await addBankAccount(t, session);
    expect((await withdraw(t, session, account.id, 1_000)).statusCode).toBe(201);
    const cancelled = (await withdraw(t, session, account.id, 500)).json() as Withdrawal;
    expect((await asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/withdrawals/${cancelled.id}/cancel` })).statusCode).toBe(200);
    return session;
  }
  const month = () => monthOf(new Date(), SYDNEY);

  it('filters the transactions by kind and by month', async () => {
    const session = await activeCustomer();
    const list = async (query: string) => (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/transactions?${query}` })).json() as { transactions: WalletTransaction[]; pageInfo: { total: number } };
    expect((await list('limit=50')).pageInfo.total).toBe(5);
    const withdrawals = await list('kind=withdrawal');
    expect(withdrawals.transactions.map((row) => [row.description, row.amount.amount])).toEqual([
      ['Withdrawal cancelled', 500],
      ['Withdrawal requested', -500],
      ['Withdrawal requested', -1_000],
    ]);
    expect((await list(`kind=purchase&month=${month()}`)).transactions.map((row) => row.amount.amount)).toEqual([-STARBURST_GAME_PRICE]);
    expect((await list(`month=${monthOf(new Date(), SYDNEY, -1)}`)).pageInfo.total).toBe(0);
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions?kind=bonus' }), 422, 'validation_failed');
    expect(expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions?month=2026-13' }), 422, 'validation_failed').errors).toEqual({ month: ['must be a month such as 2026-11'] });
  }, 20_000);

  it('exports the filtered transactions as CSV', async () => {
    const session = await activeCustomer();
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/transactions/export?kind=withdrawal&month=${month()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="transactions-withdrawal-${month()}.csv"`);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Amount,Balance after,Currency,Reference');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 5))).toEqual([
      ['Withdrawal', 'Withdrawal cancelled', '5.00', '38.60'],
      ['Withdrawal', 'Withdrawal requested', '-5.00', '33.60'],
      ['Withdrawal', 'Withdrawal requested', '-10.00', '38.60'],
    ]);
    expectError(await t.inject({ method: 'GET', url: '/v2/transactions/export', sign: 'drawfront' }), 401, 'unauthorised');
  });

  it("sums the month: deposits, spend, winnings, withdrawals (less what came back) and net, from opening to closing balance", async () => {
    const session = await activeCustomer();
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/statements/${month()}` });
    expect(response.statusCode).toBe(200);
    const aud = (amount: number) => ({ amount, currency: 'AUD' });
    expect(response.json()).toMatchObject({
      month: month(),
      inProgress: true,
      openingBalance: aud(0),
      deposits: aud(5_000),
      spend: aud(STARBURST_GAME_PRICE),
      winnings: aud(0),
      withdrawals: aud(1_000),
      refunds: aud(0),
      voucherCredits: aud(0),
      net: aud(5_000 - STARBURST_GAME_PRICE - 1_000),
      closingBalance: aud(5_000 - STARBURST_GAME_PRICE - 1_000),
    } satisfies Partial<MonthlyStatement>);
    const earlier = (await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/statements/${monthOf(new Date(), SYDNEY, -1)}` })).json() as MonthlyStatement;
    expect(earlier).toMatchObject({ inProgress: false, openingBalance: aud(0), net: aud(0), closingBalance: aud(0) });
  });

  it('answers the statement as a PDF', async () => {
    const session = await activeCustomer();
    const response = await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/statements/${month()}/pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${month()}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1_000);
  });

  it('refuses a later month, a malformed month and a visitor in the error shape', async () => {
    const session = await signUp(t);
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: `/v2/statements/${monthOf(new Date(), SYDNEY, 1)}` }), 422, 'statement_not_available');
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/statements/november' }), 422, 'validation_failed');
    expectError(await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/statements/2026-00/pdf' }), 422, 'validation_failed');
    expectError(await t.inject({ method: 'GET', url: `/v2/statements/${month()}`, sign: 'drawfront' }), 401, 'unauthorised');
  });
});

describe.each(everyBackend())('the month-end statement email on %s', (backend) => {
  let clock = Date.now();
  const t = setupApp(backend, {}, { now: () => new Date(clock) });

  it("mails last month's statement once to each customer whose wallet moved in it, after the month ends", async () => {
    clock = Date.now();
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 2_500);
    const idle = await signUp(t);
    const month = monthOf(new Date(clock), SYDNEY);
    const mailsTo = async (email: string) => (await t.database.db.select().from(outboxEmails).where(and(eq(outboxEmails.to, email), eq(outboxEmails.template, 'monthly-statement'))));

    // During the month nothing goes out: last month had no activity for either.
    await t.app.jobs['statements-monthly']!();
    expect(await mailsTo(session.customer.email)).toEqual([]);

    const { end } = monthBounds(month, SYDNEY);
    clock = end.getTime() + 20 * 60_000;
    await t.app.jobs['statements-monthly']!();
    await t.app.jobs['statements-monthly']!();
    const mails = await mailsTo(session.customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ siteKey: 'drawfront', dedupeKey: `statement:${session.customer.customerId}:${month}` });
    expect(mails[0]!.subject).toMatch(/^Your .+ statement for [A-Z][a-z]+ \d{4}$/);
    expect(mails[0]!.text).toContain('Deposits: $25.00');
    expect(mails[0]!.text).toContain('Closing balance: $25.00');
    expect(mails[0]!.text).toContain(`/my-account/statements/${month}`);
    expect(await mailsTo(idle.customer.email)).toEqual([]);
    clock = Date.now();
  });
});
