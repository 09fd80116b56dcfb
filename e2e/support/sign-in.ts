import { expect, type Page } from '@playwright/test';
import { remoteContainer } from './shell-page';

export interface Credentials {
  email: string;
  password: string;
}

/** Fills and sends the account remote's sign-in form on the page already showing it. */
export async function fillSignIn(page: Page, credentials: Credentials): Promise<void> {
  const account = remoteContainer(page, 'account');
  await account.getByLabel('Email address').fill(credentials.email);
  await account.getByLabel('Password', { exact: true }).fill(credentials.password);
  await account.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Opens /login asking to come back to `returnTo`, signs in and waits to be back there. */
export async function signInAt(page: Page, credentials: Credentials, returnTo = '/'): Promise<void> {
  await page.goto(returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`);
  await fillSignIn(page, credentials);
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
}

/** Opens /login and signs in, staying wherever the sign-in leads (a two-factor step, a flagged customer's page…). */
export async function signInFromLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, { email, password });
}

/**
 * Signs the tab out the way a closed browser would: the session's tokens are gone, but this browser's
 * device id stays, so a remembered device is still remembered at the next sign-in.
 */
export function forgetSession(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const key of ['df_rt', 'df_la']) localStorage.removeItem(key);
    sessionStorage.clear();
  });
}
