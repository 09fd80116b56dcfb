// Parallel password guesses on one account. PGlite runs one transaction at a time, so only PostgreSQL
// (TEST_DATABASE_URL) shows whether the per-account limit holds under real concurrency.
import { login, signUp } from './customers';
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
});
