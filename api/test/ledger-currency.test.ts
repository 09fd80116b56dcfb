// One ledger transaction never mixes currencies: the database refuses the statement that would (a statement
// trigger over every entry of each transaction written), so no path can post pounds against dollars.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ledgerTransactions } from '../src/db/schema';
import { lockOrOpenWallet, post, systemAccount, violates } from '../src/modules/ledger/service';
import { signUp } from './customers';
import { backends, setupApp } from './helper';
import { fund, ledgerTotals } from './money';

describe.each(backends())('ledger currencies on %s', (backend) => {
  const t = setupApp(backend);

  it('refuses a posting whose accounts keep different currencies and writes nothing', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1000);
    const reference = `mixed-${randomUUID()}`;
    const mixed = t.database.db.transaction(async (tx) => {
      const wallet = await lockOrOpenWallet(tx, session.customer.customerId, 'AUD');
      const pounds = await systemAccount(tx, 'house_revenue', 'GBP');
      return post(tx, { kind: 'purchase', reference, description: 'Mixed', at: new Date(), entries: [{ accountId: wallet.id, amount: -500 }, { accountId: pounds, amount: 500 }] });
    });
    const refused: unknown = await mixed.then(() => null, (error: unknown) => error);
    expect(violates(refused, 'ledger_entries_one_currency')).toBe(true);
    expect(await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, reference))).toEqual([]);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('still posts a transaction in one currency', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 1000);
    const posted = await t.database.db.transaction(async (tx) => {
      const wallet = await lockOrOpenWallet(tx, session.customer.customerId, 'AUD');
      const house = await systemAccount(tx, 'house_revenue', 'AUD');
      return post(tx, { kind: 'purchase', reference: `one-${randomUUID()}`, description: 'One currency', at: new Date(), entries: [{ accountId: wallet.id, amount: -500 }, { accountId: house, amount: 500 }] });
    });
    expect(posted.suspended).toBe(0);
  });
});
