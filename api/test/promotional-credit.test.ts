// Credit is not cash: voucher credit is spent before cash, in the order things happened (the shared rule
// `unspentPromotionalCredit`), and a withdrawal never takes credit out, checked by the ledger in the
// withdrawal's own transaction. A refusal is the spec's error shape and changes nothing.
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { LoginResult } from '@drawfront/shared/contract/customer';
import type { Withdrawal } from '@drawfront/shared/contract/withdrawals';
import { MAX_AMOUNT_MESSAGE } from '@drawfront/shared/rules/amount-validation';
import { ledgerEntries, withdrawals } from '../src/db/schema';
import { addToCart, STARBURST_GAME, STARBURST_GAME_PRICE, starburstLine } from './carts';
import { asCustomer, signUp } from './customers';
import { backends, expectError, setupApp } from './helper';
import { fund, ledgerTotals } from './money';
import { addBankAccount, balanceAndWithdrawable, withdraw } from './withdrawals';

jest.setTimeout(30_000);

describe.each(backends())('promotional credit on %s', (backend) => {
  const t = setupApp(backend);

  const buy = async (session: LoginResult, games: number) => {
    await addToCart(t, session.accessToken, starburstLine({ games: Array.from({ length: games }, () => STARBURST_GAME) }));
    const bought = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/purchase', headers: { 'idempotency-key': randomUUID() } });
    if (bought.statusCode !== 201) throw new Error(`purchase: ${bought.statusCode} ${bought.body}`);
  };
  const redeem = async (session: LoginResult, code: string) => {
    const response = await asCustomer(t, session.accessToken, { method: 'POST', url: '/v2/cart/promotion', headers: { 'idempotency-key': randomUUID() }, payload: { promotion_code: code } });
    if (response.statusCode !== 200) throw new Error(`promotion: ${response.statusCode} ${response.body}`);
  };
  const moneyRows = async (customerId: string) => {
    const [entries] = await t.database.db.select({ n: count() }).from(ledgerEntries);
    const [held] = await t.database.db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.customerId, customerId));
    return { entries: entries!.n, withdrawals: held!.n };
  };

  it('deposit 20.00, buy 7.00, then WELCOME10: withdrawable is 13.00, 20.00 is refused and changes nothing, 13.00 goes', async () => {
    const session = await signUp(t);
    await fund(t, session.customer.customerId, 2000);
    await buy(session, 700 / STARBURST_GAME_PRICE);
    await redeem(session, 'WELCOME10');
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 2300, withdrawable: 1300 });

    const account = await addBankAccount(t, session);
    const before = await moneyRows(session.customer.customerId);
    const refused = expectError(await withdraw(t, session, account.id, 2000), 422, 'validation_failed');
    expect(refused.errors).toEqual({ amount: [MAX_AMOUNT_MESSAGE.replace('{amount}', '$13.00')] });
    expect(await moneyRows(session.customer.customerId)).toEqual(before);
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 2300, withdrawable: 1300 });

    const accepted = await withdraw(t, session, account.id, 1300);
    expect(accepted.statusCode).toBe(201);
    expect((accepted.json() as Withdrawal).amount).toEqual({ amount: 1300, currency: 'AUD' });
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 1000, withdrawable: 0 });
    expect(await ledgerTotals(t)).toMatchObject({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  });

  it('spends credit first on a purchase made after it: credit 10.00, deposit 20.00, buy 7.00 withdraws 20.00', async () => {
    const session = await signUp(t);
    await redeem(session, 'WELCOME10');
    await fund(t, session.customer.customerId, 2000);
    await buy(session, 700 / STARBURST_GAME_PRICE);
    expect(await balanceAndWithdrawable(t, session)).toEqual({ balance: 2300, withdrawable: 2000 });
  });
});
