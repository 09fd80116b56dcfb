// Withdrawals racing purchases, cancellations and payout runs on one wallet, and the payout job killed
// mid-payout. Only PostgreSQL (TEST_DATABASE_URL) runs transactions side by side; PGlite runs one at a
// time, so there the races could not happen and these are skipped.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Withdrawal } from '@drawfront/shared/contract/withdrawals';
import { ledgerAccounts, ledgerTransactions, testGatewayPayouts, withdrawals } from '../src/db/schema';
import { createPayoutJob, PAYOUT_LEASE_MS } from '../src/modules/withdrawals/payout-job';
import { createTestPayoutGateway } from '../src/payments/test-payout-gateway';
import { STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { fund, ledgerTotals } from './money';
import { addBankAccount, balanceAndWithdrawable, withdraw } from './withdrawals';

const RACERS = 200;
// More than the purchases alone can spend, so at least 50 withdrawals must win a share of the wallet too.
const AFFORDABLE = 150;
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Per withdrawal: how many ledger transactions reference it (a hold, then exactly one settlement once settled). */
async function movementsOf(t: TestContext, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await t.database.db
    .select({ reference: ledgerTransactions.reference, n: count() })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'withdrawal'), inArray(ledgerTransactions.reference, ids)))
    .groupBy(ledgerTransactions.reference);
  return new Map(rows.map((row) => [row.reference, Number(row.n)]));
}

async function holdsBalance(t: TestContext): Promise<number> {
  const [row] = await t.database.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'withdrawal_holds'));
  return Number(row?.balance ?? 0);
}

onPostgres('withdrawals racing on one wallet on postgres', () => {
  const t = setupApp('postgres');

  it(`lets exactly ${AFFORDABLE} of ${RACERS} concurrent withdrawals and purchases through, the wallet never negative`, async () => {
    const session = await signUp(t);
    const customerId = session.customer.customerId;
    const funded = AFFORDABLE * STARBURST_GAME_PRICE;
    await fund(t, customerId, funded);
    const account = await addBankAccount(t, session);

    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        index % 2 === 0
          ? withdraw(t, session, account.id, STARBURST_GAME_PRICE)
          : asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() }, payload: { items: [starburstLine()] } }),
      ),
    );
    const raceMs = Date.now() - started;
    const won = responses.filter((response) => response.statusCode === 201);
    expect(won).toHaveLength(AFFORDABLE);
    // A loser is refused as its own path refuses an empty wallet: the withdrawal with the amount rule, the purchase for funds.
    responses.forEach((response, index) => {
      if (response.statusCode === 201) return;
      if (index % 2 === 0) expect(expectError(response, 422, 'validation_failed').errors).toEqual({ amount: [expect.stringMatching(/^Please enter an amount equal to or less than \$\d+\.\d\d\.$/)] });
      else expectError(response, 422, 'insufficient_funds');
    });
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 0, withdrawable: 0 });
    const held = won.filter((_, index) => responses.indexOf(won[index]!) % 2 === 0).map((response) => response.json() as Withdrawal);
    const bought = AFFORDABLE - held.length;
    expect(held.length).toBeGreaterThanOrEqual(AFFORDABLE - RACERS / 2);
    expect(await holdsBalance(t)).toBe(held.length * STARBURST_GAME_PRICE);

    await t.app.jobs['withdrawals-payout']!();
    const movements = await movementsOf(t, held.map((withdrawal) => withdrawal.id));
    expect([...new Set(held.map((withdrawal) => movements.get(withdrawal.id)))]).toEqual(held.length ? [2] : []);
    expect(await holdsBalance(t)).toBe(0);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    console.info(`withdrawal race: ${RACERS} requests (${RACERS / 2} withdrawals, ${RACERS / 2} purchases) on a wallet of ${AFFORDABLE} tickets in ${raceMs} ms: ${held.length} withdrawals and ${bought} purchases won`);
  }, 60_000);

  it('releases or pays each hold exactly once when cancels race three payout runs', async () => {
    const HELD = 60;
    const session = await signUp(t);
    const customerId = session.customer.customerId;
    await fund(t, customerId, HELD * 1_000);
    const account = await addBankAccount(t, session);
    const held: Withdrawal[] = [];
    for (let index = 0; index < HELD; index += 1) held.push((await withdraw(t, session, account.id, 1_000)).json() as Withdrawal);
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 0, withdrawable: 0 });

    const cancel = (withdrawal: Withdrawal) => asCustomer(t, session.accessToken, { method: 'POST', url: `/v2/withdrawals/${withdrawal.id}/cancel` });
    const run = () => t.app.jobs['withdrawals-payout']!();
    const [cancelAnswers] = await Promise.all([Promise.all(held.map(cancel)), run(), run(), run()]);
    const cancelled = cancelAnswers.filter((response) => response.statusCode === 200).length;
    for (const refused of cancelAnswers.filter((response) => response.statusCode !== 200)) expectError(refused, 409, 'withdrawal_not_cancellable');
    await run();

    const rows = await t.database.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.customerId, customerId));
    const byStatus = rows.reduce<Record<string, number>>((tally, row) => ({ ...tally, [row.status]: (tally[row.status] ?? 0) + 1 }), {});
    expect(byStatus).toEqual({ ...(cancelled ? { cancelled } : {}), ...(HELD - cancelled ? { paid: HELD - cancelled } : {}) });
    // Held once, settled once: two ledger transactions per withdrawal, one payout per paid one, none for a cancelled one.
    const movements = await movementsOf(t, held.map((withdrawal) => withdrawal.id));
    expect([...new Set(held.map((withdrawal) => movements.get(withdrawal.id)))]).toEqual([2]);
    const [payouts] = await t.database.db.select({ n: count() }).from(testGatewayPayouts).where(inArray(testGatewayPayouts.idempotencyKey, held.map((withdrawal) => withdrawal.id)));
    expect(Number(payouts!.n)).toBe(HELD - cancelled);
    expect(await holdsBalance(t)).toBe(0);
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: cancelled * 1_000, withdrawable: cancelled * 1_000 });
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    console.info(`cancel race: ${HELD} pending withdrawals, ${HELD} cancels against 3 payout runs: ${cancelled} cancelled, ${HELD - cancelled} paid, each settled once`);
  }, 60_000);

  it('turns one Idempotency-Key retried concurrently into one withdrawal with one answer', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 5_000);
    const account = await addBankAccount(t, session);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 25 }, () => withdraw(t, session, account.id, 1_000, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));
    expect(new Set(responses.map((response) => (response.json() as Withdrawal).id)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const [rows] = await t.database.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.customerId, session.customer.customerId));
    expect(rows!.n).toBe(1);
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 4_000, withdrawable: 4_000 });
  }, 30_000);
});

onPostgres('the payout job killed mid-payout on postgres', () => {
  const t = setupApp('postgres');
  const WITHDRAWALS = 6;
  const KILL_AT = 3;

  it('pays every withdrawal exactly once when the job is SIGKILLed between the payout and its record, and a later run resumes', async () => {
    // Earlier suites' withdrawals are not in this database: every withdrawal here is this test's.
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 60_000);
    const account = await addBankAccount(t, session);
    const ids: string[] = [];
    for (let index = 0; index < WITHDRAWALS; index += 1) ids.push(((await withdraw(t, session, account.id, 1_000 * (index + 1))).json() as Withdrawal).id);
    const total = ids.reduce((sum, _, index) => sum + 1_000 * (index + 1), 0);
    expect(await holdsBalance(t)).toBe(total);

    const url = (t.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const now = new Date();
    const child = spawn(process.execPath, ['--import', 'tsx', join('test', 'support', 'pay-withdrawals.ts'), url, now.toISOString(), String(KILL_AT)], { cwd: resolve(__dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('close', (code, signal) => done({ code, signal })));
    try {
      const deadline = Date.now() + 60_000;
      while (!/PAID /.test(output)) {
        if (child.exitCode !== null) throw new Error(`the payout process ended before the kill:\n${output}`);
        if (Date.now() > deadline) throw new Error(`no payout within 60 s:\n${output}`);
        await sleep(10);
      }
      child.kill('SIGKILL');
      expect(await exited).toEqual({ code: null, signal: 'SIGKILL' });
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    const caught = /PAID ([0-9a-f-]{36})/.exec(output)![1]!;

    // At the kill: the first ones settled, the caught one paid by the gateway but still processing, the rest pending.
    const statusOf = async () => new Map((await t.database.db.select({ id: withdrawals.id, status: withdrawals.status }).from(withdrawals).where(inArray(withdrawals.id, ids))).map((row) => [row.id, row.status]));
    const atKill = await statusOf();
    expect(ids.map((id) => atKill.get(id))).toEqual(ids.map((id, index) => (id === caught ? 'processing' : index < KILL_AT ? 'paid' : 'pending')));
    const [caughtPayouts] = await t.database.db.select({ n: count() }).from(testGatewayPayouts).where(eq(testGatewayPayouts.idempotencyKey, caught));
    expect(caughtPayouts!.n).toBe(1);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });

    // Within its lease nobody touches the caught one; after it the next run asks the gateway again with the same key.
    const gateway = createTestPayoutGateway(t.database.db, { now: () => now });
    expect(await createPayoutJob(t.database.db, { now: () => new Date(now.getTime() + 1_000), gateway })()).toEqual({ paid: WITHDRAWALS - KILL_AT, failed: 0, deferred: 0 });
    expect((await statusOf()).get(caught)).toBe('processing');
    expect(await createPayoutJob(t.database.db, { now: () => new Date(now.getTime() + PAYOUT_LEASE_MS + 1_000), gateway })()).toEqual({ paid: 1, failed: 0, deferred: 0 });

    const after = await statusOf();
    expect(ids.map((id) => after.get(id))).toEqual(ids.map(() => 'paid'));
    for (const id of ids) expect(await gateway.payoutsMade(id)).toBe(1);
    const movements = await movementsOf(t, ids);
    expect(ids.map((id) => movements.get(id))).toEqual(ids.map(() => 2));
    const [paidOut] = await t.database.db.select({ cents: sql<number>`coalesce(sum(${testGatewayPayouts.amountCents}), 0)::bigint` }).from(testGatewayPayouts).where(inArray(testGatewayPayouts.idempotencyKey, ids));
    expect(Number(paidOut!.cents)).toBe(total);
    expect(await holdsBalance(t)).toBe(0);
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 60_000 - total, withdrawable: 60_000 - total });
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
    console.info(`payout kill test: killed with ${KILL_AT - 1} paid and recorded and 1 paid but unrecorded; the restart recorded it without a second payout and paid the other ${WITHDRAWALS - KILL_AT}`);
  }, 120_000);
});
