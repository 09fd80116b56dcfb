// A closed account takes no money: every credit passes the ledger's one standing check under the wallet lock.
// A new card deposit is refused before any charge; money that already arrived (a bank transfer, a prize, a
// charge that settled after the closure) goes to the house's suspense account with a row ops can list. One bank
// payment reported for two references is a 409, never a 500.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Deposit } from '@drawfront/shared/contract/funds';
import { customers, deposits, ledgerAccounts, ledgerEntries, suspendedCredits } from '../src/db/schema';
import { accountBalance, lockOrOpenWallet, post, systemAccount, violates } from '../src/modules/ledger/service';
import { TEST_CARDS } from '../src/payments/test-cards';
import { addCard, deposit } from './cards';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import type { TestContext } from './helper';
import { ledgerTotals } from './money';

jest.setTimeout(60_000);

const BALANCED = { unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 };

function helpers(t: TestContext) {
  const close = async (session: LoginResult) => asCustomer(t, session.accessToken, { method: 'DELETE', url: '/v2/customer', payload: { reason: 'not_playing' } });
  const wallet = async (customerId: string) => (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.customerId, customerId)))[0]!;
  const cardOf = async (session: LoginResult) => (await addCard(t, session, TEST_CARDS.succeeds)).json() as { id: string };
  const suspense = async () => {
    const [account] = await t.database.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.kind, 'suspense'), eq(ledgerAccounts.currency, 'AUD')));
    return account ? accountBalance(t.database.db, account.id) : 0;
  };
  const heldFor = (customerId: string) => t.database.db.select().from(suspendedCredits).where(eq(suspendedCredits.customerId, customerId));
  const bankReference = async (session: LoginResult) => (await asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/funds/bd/reference' })).json().reference as string;
  const receive = (reference: string, amount: number, bankTransactionId: string) =>
    t.inject({ method: 'POST', url: '/platform/deposits/bank-transfers', headers: t.ops(), payload: { site: 'drawfront', reference, amount, bankTransactionId } });
  /** A prize-like credit straight through the ledger (house revenue → wallet), as the draw engine posts one. */
  const prize = (customerId: string, cents: number) =>
    t.database.db.transaction(async (tx) => {
      const account = await lockOrOpenWallet(tx, customerId, 'AUD');
      const house = await systemAccount(tx, 'house_revenue', 'AUD');
      return post(tx, { kind: 'prize', reference: `test-prize-${randomUUID()}`, description: 'Prize', at: new Date(), entries: [{ accountId: house, amount: -cents }, { accountId: account.id, amount: cents }] });
    });
  return { close, wallet, cardOf, suspense, heldFor, bankReference, receive, prize };
}

describe.each(backends())('a closed account takes no money on %s', (backend) => {
  const t = setupApp(backend);
  const h = helpers(t);

  it('holds a card deposit whose 3-D Secure check comes back after the closure in suspense, the closed wallet unchanged', async () => {
    const session = await signUp(t);
    const card = (await addCard(t, session, TEST_CARDS.challenge)).json() as { id: string };
    const pending = (await deposit(t, session, card.id, { amount: 2500 })).json() as Deposit;
    expect(pending.status).toBe('requires_action');
    expect((await h.close(session)).statusCode).toBe(200);
    const approved = await t.app.inject({ method: 'POST', url: pending.redirectUrl!, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'outcome=approve' });
    expect((await t.app.inject({ method: 'GET', url: approved.headers.location as string })).statusCode).toBe(303);
    const [settled] = await t.database.db.select().from(deposits).where(eq(deposits.id, pending.id));
    expect(settled!.status).toBe('succeeded');
    expect((await h.wallet(session.customer.customerId)).balance).toBe(0);
    expect(await h.heldFor(session.customer.customerId)).toEqual([expect.objectContaining({ transactionId: settled!.transactionId, amountCents: 2500, kind: 'deposit', reference: pending.id })]);
    expect(await ledgerTotals(t)).toEqual(BALANCED);
  });

  it('holds money that arrives after the closure (a prize) in suspense with a record, the closed wallet unchanged', async () => {
    const session = await signUp(t);
    expect((await h.close(session)).statusCode).toBe(200);
    const before = await h.suspense();
    const posted = await h.prize(session.customer.customerId, 1234);
    expect(posted.suspended).toBe(1234);
    expect((await h.wallet(session.customer.customerId)).balance).toBe(0);
    expect((await h.suspense()) - before).toBe(1234);
    expect(await h.heldFor(session.customer.customerId)).toEqual([expect.objectContaining({ transactionId: posted.transactionId, amountCents: 1234, currency: 'AUD', kind: 'prize' })]);
    expect(await ledgerTotals(t)).toEqual(BALANCED);
  });

  it('refuses a voucher credit to a closed account (promotional money is only a promise)', async () => {
    const session = await signUp(t);
    expect((await h.close(session)).statusCode).toBe(200);
    const voucher = t.database.db.transaction(async (tx) => {
      const account = await lockOrOpenWallet(tx, session.customer.customerId, 'AUD');
      const promotions = await systemAccount(tx, 'house_promotions', 'AUD');
      return post(tx, { kind: 'voucher_credit', reference: 'test-voucher', description: 'Voucher', at: new Date(), entries: [{ accountId: promotions, amount: -1000 }, { accountId: account.id, amount: 1000 }] });
    });
    await expect(voucher).rejects.toMatchObject({ code: 'account_closed' });
    expect((await h.wallet(session.customer.customerId)).balance).toBe(0);
  });

  it('has the database refuse a credit to a closed wallet written past the ledger service', async () => {
    const session = await signUp(t);
    expect((await h.close(session)).statusCode).toBe(200);
    const account = await h.wallet(session.customer.customerId);
    const raw = t.database.db.transaction(async (tx) => {
      const house = await systemAccount(tx, 'house_revenue', 'AUD');
      const id = randomUUID();
      await tx.execute(sql`insert into ledger_transactions (id, kind, reference, description, created_at) values (${id}, 'prize', 'raw', 'raw', now())`);
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount) values (${id}, ${house}, -500), (${id}, ${account.id}, 500)`);
    });
    const refused: unknown = await raw.then(() => null, (error: unknown) => error);
    expect(violates(refused, 'ledger_entries_closed_wallet')).toBe(true);
    expect((await h.wallet(session.customer.customerId)).balance).toBe(0);
  });

  it('holds a bank transfer quoting a closed account\'s reference in suspense, listed for ops', async () => {
    const session = await signUp(t);
    const reference = await h.bankReference(session);
    expect((await h.close(session)).statusCode).toBe(200);
    const bankId = `BANK-${randomUUID()}`;
    const received = await h.receive(reference, 4250, bankId);
    expect(received.statusCode).toBe(201);
    expect(received.json()).toMatchObject({ customerId: session.customer.customerId, replayed: false, heldInSuspense: true });
    expect((await h.wallet(session.customer.customerId)).balance).toBe(0);
    const listed = await t.inject({ method: 'GET', url: '/platform/suspended-credits', headers: t.ops() });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().suspendedCredits).toContainEqual(expect.objectContaining({ customerId: session.customer.customerId, amount: { amount: 4250, currency: 'AUD' }, kind: 'deposit' }));
    expectError(await t.inject({ method: 'GET', url: '/platform/suspended-credits' }), 401, 'ops_unauthorised');
    expect(await ledgerTotals(t)).toEqual(BALANCED);
  });

  it('answers one bank transaction id reported for two references at once with one 201 and one 409', async () => {
    const [first, second] = await Promise.all([signUp(t), signUp(t)]);
    const references = await Promise.all([h.bankReference(first!), h.bankReference(second!)]);
    const bankId = `BANK-${randomUUID()}`;
    const answers = await Promise.all(references.map((reference) => h.receive(reference, 1000, bankId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const conflict = answers.find((answer) => answer.statusCode === 409)!;
    expect(expectError(conflict, 409, 'bank_transaction_conflict').messages[0]!.message).toContain(bankId);
    const balances = await Promise.all([h.wallet(first!.customer.customerId), h.wallet(second!.customer.customerId)]);
    expect(balances.map((account) => account.balance).sort()).toEqual([0, 1000]);
    expect(await ledgerTotals(t)).toEqual(BALANCED);
  });

  if (backend === 'postgres') {
    it('races a closure against card deposits: no money ends in a closed wallet, every charge is in a wallet or suspense', async () => {
      for (let round = 0; round < 4; round += 1) {
        const session = await signUp(t);
        const card = await h.cardOf(session);
        const answers = await Promise.all([h.close(session), ...Array.from({ length: 6 }, () => deposit(t, session, card.id, { amount: 500 }))]);
        const [closed] = await t.database.db.select({ closedAt: customers.closedAt }).from(customers).where(eq(customers.id, session.customer.customerId));
        const account = await h.wallet(session.customer.customerId);
        const succeeded = answers.slice(1).filter((answer) => answer.statusCode === 201 && (answer.json() as Deposit).status === 'succeeded').length;
        const held = (await h.heldFor(session.customer.customerId)).reduce((total, row) => total + row.amountCents, 0);
        if (closed!.closedAt) {
          expect(account.closedAt).not.toBeNull();
          expect(account.balance).toBe(0);
          const after = await t.database.db.select().from(ledgerEntries).where(and(eq(ledgerEntries.accountId, account.id), gt(ledgerEntries.amount, 0)));
          expect(after).toEqual([]);
          expect(held).toBe(succeeded * 500);
        } else {
          // A deposit landed first, so the closure was refused (balance_not_withdrawn): the money is the customer's.
          expect(answers[0]!.statusCode).toBe(422);
          expect(account.balance + held).toBe(succeeded * 500);
        }
      }
      expect(await ledgerTotals(t)).toEqual(BALANCED);
    });
  }
});
