// Deposits racing under a deposit limit. Only PostgreSQL (TEST_DATABASE_URL) runs them side by side; on
// PGlite they would run one at a time, so the race is skipped there.
import { randomUUID } from 'node:crypto';
import type { Fund } from '@drawfront/shared/contract/funds';
import { TEST_CARDS } from '../src/payments/test-cards';
import { addCard, balanceOf, deposit } from './cards';
import { asCustomer, signUp } from './customers';
import { expectError, setupApp } from './helper';
import { ledgerTotals } from './money';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('deposits racing under a deposit limit on postgres', () => {
  const t = setupApp('postgres');

  it('lets exactly 5 of 40 concurrent $10 deposits through a $50 daily limit', async () => {
    const session = await signUp(t);
    const card = (await addCard(t, session, TEST_CARDS.succeeds)).json() as Fund;
    const set = await asCustomer(t, session.accessToken, { method: 'PUT', url: '/v2/deposit-limits/daily', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'limit=50' });
    expect(set.statusCode).toBe(200);
    const responses = await Promise.all(Array.from({ length: 40 }, () => deposit(t, session, card.id, { amount: 1_000 }, randomUUID())));
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    for (const refused of responses.filter((response) => response.statusCode !== 201)) expectError(refused, 422, 'deposit_limit');
    expect(await balanceOf(t, session)).toBe(5_000);
    expect(await ledgerTotals(t)).toEqual({ unbalanced: 0, drift: 0, total: 0, negativeWallets: 0 });
  }, 30_000);
});
