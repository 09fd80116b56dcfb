// Parallel password guesses on one account, and from one address across accounts. PGlite runs one
// transaction at a time, so only PostgreSQL (TEST_DATABASE_URL) shows whether the per-account and
// per-address limits hold under real concurrency.
import { login, PASSWORD, signUp } from './customers';
import { setupApp } from './helper';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('parallel sign-in guesses on postgres', () => {
  const t = setupApp('postgres');

  it('lets exactly 5 of 30 simultaneous wrong passwords be tried; the rest are rate-limited', async () => {
    const { customer } = await signUp(t);
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(t, customer.email, `Wrong${i}xyz1`, { remoteAddress: `198.51.100.${i}` })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(25).fill(429)]);
  }, 30_000);

  it('lets exactly 20 of 40 simultaneous wrong passwords on 40 accounts from one address be tried', async () => {
    const accounts = await Promise.all(Array.from({ length: 40 }, () => signUp(t)));
    const responses = await Promise.all(accounts.map(({ customer }, i) => login(t, customer.email, `Wrong${i}xyz1`, { remoteAddress: '203.0.113.40' })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(20).fill(429)]);
  }, 60_000);

  it('lets simultaneous right passwords from one address in, and counts none of them', async () => {
    const accounts = await Promise.all(Array.from({ length: 25 }, () => signUp(t)));
    const address = '203.0.113.41';
    const responses = await Promise.all(accounts.map(({ customer }) => login(t, customer.email, PASSWORD, { remoteAddress: address })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(25).fill(200));
    for (let i = 0; i < 20; i += 1) expect((await login(t, accounts[i]!.customer.email, 'Wrong12345', { remoteAddress: address })).statusCode).toBe(401);
    expect((await login(t, accounts[20]!.customer.email, PASSWORD, { remoteAddress: address })).statusCode).toBe(429);
  }, 60_000);
});
