// Many postings in one statement (the recurring runner's batch): each transaction is checked and balanced on its
// own, each wallet's running balance moves entry by entry, and one overdraft refuses the whole batch.
import { eq, inArray } from 'drizzle-orm';
import { ledgerAccounts, ledgerTransactions } from '../src/db/schema';
import { keepAnswers, priorAnswers } from '../src/modules/idempotency/service';
import { postMany, systemAccount } from '../src/modules/ledger/service';
import { signUp } from './customers';
import { everyBackend, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

/** A purchase posting: `cents` from the wallet to house revenue. */
function purchase(house: number, wallet: number, cents: number, reference: string, at: Date) {
  return { kind: 'purchase' as const, reference, description: 'Batch', at, entries: [{ accountId: house, amount: cents }, { accountId: wallet, amount: -cents }] };
}

describe.each(everyBackend())('batched ledger postings on %s', (backend) => {
  const t = setupApp(backend);
  const walletOf = async (customerId: string) => (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId)))[0]!;

  it('posts several transactions at once, two on one wallet, each balance after in order', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    await fund(t, a.customer.customerId, 1_000);
    await fund(t, b.customer.customerId, 500);
    const [walletA, walletB] = [await walletOf(a.customer.customerId), await walletOf(b.customer.customerId)];
    const at = new Date();
    const posted = await t.database.db.transaction(async (tx) => {
      const house = await systemAccount(tx, 'house_revenue', 'AUD');
      return postMany(tx, [purchase(house, walletA.id, 140, 'a-1', at), purchase(house, walletB.id, 200, 'b-1', at), purchase(house, walletA.id, 300, 'a-2', at)]);
    });
    expect(posted.map((one) => one.balances.get(walletA.id) ?? one.balances.get(walletB.id))).toEqual([860, 300, 560]);
    expect(new Set(posted.map((one) => one.transactionId)).size).toBe(3);
    expect((await walletOf(a.customer.customerId)).balance).toBe(560);
    expect((await walletOf(b.customer.customerId)).balance).toBe(300);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('refuses the whole batch when one posting would overdraw its wallet, and writes nothing', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    await fund(t, a.customer.customerId, 1_000);
    await fund(t, b.customer.customerId, 100);
    const [walletA, walletB] = [await walletOf(a.customer.customerId), await walletOf(b.customer.customerId)];
    const at = new Date();
    await expect(
      t.database.db.transaction(async (tx) => {
        const house = await systemAccount(tx, 'house_revenue', 'AUD');
          await postMany(tx, [purchase(house, walletA.id, 140, 'ok-1', at), purchase(house, walletB.id, 200, 'over-1', at)]);
      }),
    ).rejects.toThrow();
    expect((await walletOf(a.customer.customerId)).balance).toBe(1_000);
    expect((await walletOf(b.customer.customerId)).balance).toBe(100);
    expect(await t.database.db.select().from(ledgerTransactions).where(inArray(ledgerTransactions.reference, ['ok-1', 'over-1']))).toEqual([]);
  });

  it('refuses an unbalanced posting before writing any of the batch', async () => {
    const a = await signUp(t);
    const wallet = await walletOf(a.customer.customerId);
    await expect(
      t.database.db.transaction(async (tx) => {
        const house = await systemAccount(tx, 'house_revenue', 'AUD');
        await postMany(tx, [{ kind: 'deposit', reference: 'forged', description: 'x', at: new Date(), entries: [{ accountId: house, amount: -100 }, { accountId: wallet.id, amount: 101 }] }]);
      }),
    ).rejects.toThrow('does not balance');
    expect((await walletOf(a.customer.customerId)).balance).toBe(0);
  });

  it('keeps and reads back answers whose JSON holds quotes, backslashes, braces and non-ASCII text (array parameters)', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    const tricky = { text: 'She said "hi", a\\b, {braces}, commas, 🎟️ and Ünïcode', nested: [null, 1, { 'k"ey': 'v' }] };
    await t.database.db.transaction(async (tx) => {
      await keepAnswers<unknown>(tx, [
        { customerId: a.customer.customerId, key: 'k-1', requestHash: 'h-1', statusCode: 201, response: tricky, at: new Date() },
        { customerId: b.customer.customerId, key: 'k-1', requestHash: 'h-2', statusCode: 200, response: { checkoutId: null }, at: new Date() },
      ]);
    });
    const found = await t.database.db.transaction((tx) =>
      priorAnswers(tx, [
        { customerId: a.customer.customerId, key: 'k-1', requestHash: 'h-1' },
        { customerId: b.customer.customerId, key: 'k-1', requestHash: 'h-2' },
        { customerId: a.customer.customerId, key: 'k-new', requestHash: 'h-3' },
      ]),
    );
    expect(found.get(`${a.customer.customerId} k-1`)).toEqual({ statusCode: 201, response: tricky });
    expect(found.get(`${b.customer.customerId} k-1`)).toEqual({ statusCode: 200, response: { checkoutId: null } });
    expect(found.has(`${a.customer.customerId} k-new`)).toBe(false);
    // The same key sent with another request is refused, as for a single call.
    await expect(t.database.db.transaction((tx) => priorAnswers(tx, [{ customerId: a.customer.customerId, key: 'k-1', requestHash: 'other' }]))).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });
});
