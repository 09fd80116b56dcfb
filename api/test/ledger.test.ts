import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Customer } from '@drawfront/shared/contract/customer';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../src/db/schema';
import { accountBalance, post, systemAccount } from '../src/modules/ledger/service';
import { asCustomer, signUp } from './customers';
import { everyBackend, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

describe.each(everyBackend())('the ledger on %s', (backend) => {
  const t = setupApp(backend);
  const walletOf = async (customerId: string) => (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId)))[0]!;

  it('opens a wallet at sign-up; a deposit credits it from gateway clearing and shows in the customer and transactions', async () => {
    const session = await signUp(t);
    expect(await walletOf(session.customer.customerId)).toMatchObject({ kind: 'customer_wallet', balance: 0, currency: 'AUD' });
    expect(await fund(t, session.customer.customerId, 5000)).toBe(5000);
    expect(await fund(t, session.customer.customerId, 1234)).toBe(6234);
    const customer = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/customer' })).json() as Customer;
    expect(customer.balance).toEqual({ amount: 6234, currency: 'AUD' });
    const page = (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/transactions?limit=1' })).json();
    expect(page.pageInfo).toEqual({ limit: 1, offset: 0, total: 2 });
    expect(page.transactions).toEqual([
      { id: expect.any(String), kind: 'deposit', amount: { amount: 1234, currency: 'AUD' }, balanceAfter: { amount: 6234, currency: 'AUD' }, description: 'Deposit', createdAt: expect.any(String), reference: expect.stringMatching(/^test-deposit-/), receiptReference: null },
    ]);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('refuses at commit a transaction whose entries do not sum to zero (written around the service)', async () => {
    const session = await signUp(t);
    const wallet = await walletOf(session.customer.customerId);
    const id = randomUUID();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(ledgerTransactions).values({ id, kind: 'deposit', reference: 'forged', description: 'forged', createdAt: new Date() });
        await tx.insert(ledgerEntries).values({ transactionId: id, accountId: wallet.id, amount: 1_000_000 });
      }),
    ).rejects.toThrow();
    expect((await walletOf(session.customer.customerId)).balance).toBe(0);
    expect(await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id))).toEqual([]);
  });

  it('refuses an entry that would take a wallet below zero, even when the transaction balances', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 100);
    const wallet = await walletOf(session.customer.customerId);
    const [house] = await t.database.db.insert(ledgerAccounts).values({ kind: 'house_revenue', currency: 'AUD' }).onConflictDoNothing().returning();
    const houseId = house?.id ?? (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'house_revenue')))[0]!.id;
    await expect(
      t.database.db.transaction((tx) => post(tx, { kind: 'purchase', reference: 'too much', description: 'x', at: new Date(), entries: [{ accountId: wallet.id, amount: -101 }, { accountId: houseId, amount: 101 }] })),
    ).rejects.toThrow();
    expect((await walletOf(session.customer.customerId)).balance).toBe(100);
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('keeps no running balance on house revenue and gateway clearing: their balance is the sum of their entries', async () => {
    const session = await signUp(t);
    const wallet = await walletOf(session.customer.customerId);
    const [house, clearing] = await t.database.db.transaction(async (tx) => [await systemAccount(tx, 'house_revenue', 'AUD'), await systemAccount(tx, 'gateway_clearing', 'AUD')]);
    const [houseBefore, clearingBefore] = [await accountBalance(t.database.db, house!), await accountBalance(t.database.db, clearing!)];
    await fund(t, session.customer.customerId, 700);
    const posted = await t.database.db.transaction((tx) => post(tx, { kind: 'purchase', reference: 'summed', description: 'x', at: new Date(), entries: [{ accountId: wallet.id, amount: -300 }, { accountId: house!, amount: 300 }] }));
    // The wallet's balance after is known at once; the house's is not kept, so every purchase does not queue on its row.
    expect([...posted.balances]).toEqual([[wallet.id, 400]]);
    expect(await accountBalance(t.database.db, house!)).toBe(houseBefore + 300);
    expect(await accountBalance(t.database.db, clearing!)).toBe(clearingBefore - 700);
    expect(await accountBalance(t.database.db, wallet.id)).toBe(400);
    const stored = await t.database.db.select({ balance: ledgerAccounts.balance, keepsBalance: ledgerAccounts.keepsBalance }).from(ledgerAccounts).where(eq(ledgerAccounts.id, house!));
    expect(stored).toEqual([{ balance: 0, keepsBalance: false }]);
    // Nothing can give such an account a running figure that would drift from its entries.
    await expect(t.database.db.execute(sql`update ledger_accounts set balance = 1 where id = ${house!}`)).rejects.toThrow();
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('post() refuses unbalanced, zero and fractional entries before writing', async () => {
    const at = new Date();
    const run = (entries: { accountId: number; amount: number }[]) => t.database.db.transaction((tx) => post(tx, { kind: 'deposit', reference: 'x', description: 'x', at, entries }));
    await expect(run([{ accountId: 1, amount: 5 }, { accountId: 2, amount: -4 }])).rejects.toThrow('does not balance');
    await expect(run([{ accountId: 1, amount: 0 }, { accountId: 2, amount: 0 }])).rejects.toThrow('non-zero whole cents');
    await expect(run([{ accountId: 1, amount: 0.5 }, { accountId: 2, amount: -0.5 }])).rejects.toThrow('non-zero whole cents');
    await expect(run([{ accountId: 1, amount: 5 }])).rejects.toThrow('at least two entries');
  });

  it('never lets posted entries or transactions change', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 100);
    await expect(t.database.db.execute(sql`update ledger_entries set amount = amount * 2`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    expect((await walletOf(session.customer.customerId)).balance).toBe(100);
  });
});
