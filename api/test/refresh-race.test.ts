// Refresh-token reuse racing the rotation, and sign-out racing a refresh. PGlite runs one transaction
// at a time, so only PostgreSQL (TEST_DATABASE_URL) shows whether the rotation and the revocation are
// atomic: after either, no token of the sign-in (family) may still work.
import type { LoginResult, RefreshResult } from '@drawfront/shared/contract/customer';
import { asCustomer, login, PASSWORD, signUp } from './customers';
import { expectError, setupApp } from './helper';
import type { TestContext } from './helper';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const RACES = 60;

const refresh = (t: TestContext, refreshToken: string) => t.inject({ method: 'POST', url: '/v2/refresh', sign: 'drawfront', payload: { refresh_token: refreshToken } });

/** Asserts that neither the refresh token nor the access token of `tokens` works any more. */
async function expectDead(t: TestContext, tokens: { accessToken: string; refreshToken: string }, context: string): Promise<void> {
  const [refreshed, customer] = await Promise.all([refresh(t, tokens.refreshToken), asCustomer(t, tokens.accessToken, { method: 'GET', url: '/v2/customer' })]);
  expect({ context, refresh: refreshed.statusCode, customer: customer.statusCode }).toEqual({ context, refresh: 401, customer: 401 });
}

onPostgres('refresh-token rotation under concurrency on postgres', () => {
  const t = setupApp('postgres');

  it(`two simultaneous refreshes of one token: one rotates, one is a reuse, and then no token of the sign-in works (${RACES} races)`, async () => {
    const { customer } = await signUp(t);
    for (let race = 0; race < RACES; race += 1) {
      const session = (await login(t, customer.email, PASSWORD)).json() as LoginResult;
      const answers = await Promise.all([refresh(t, session.refreshToken), refresh(t, session.refreshToken)]);
      const winner = answers.find((answer) => answer.statusCode === 200);
      const loser = answers.find((answer) => answer !== winner);
      expect({ race, statuses: answers.map((answer) => answer.statusCode).sort() }).toEqual({ race, statuses: [200, 401] });
      expectError(loser!, 401, 'refresh_token_reused');
      const rotated = winner!.json() as RefreshResult;
      await expectDead(t, rotated, `race ${race}: the winner's new tokens`);
      await expectDead(t, session, `race ${race}: the original tokens`);
    }
  }, 120_000);

  it(`a sign-out racing a refresh leaves no token of the sign-in working (${RACES} races)`, async () => {
    const { customer } = await signUp(t);
    for (let race = 0; race < RACES; race += 1) {
      const session = (await login(t, customer.email, PASSWORD)).json() as LoginResult;
      const [refreshed, loggedOut] = await Promise.all([refresh(t, session.refreshToken), asCustomer(t, session.accessToken, { method: 'GET', url: '/v2/logout' })]);
      expect({ race, logout: loggedOut.statusCode }).toEqual({ race, logout: 200 });
      if (refreshed.statusCode === 200) await expectDead(t, refreshed.json() as RefreshResult, `race ${race}: the refreshed tokens`);
      else expectError(refreshed, 401, 'invalid_refresh_token');
      await expectDead(t, session, `race ${race}: the original tokens`);
    }
  }, 120_000);
});
