// Sign in with Google through the API's built-in test identity provider: sign up with the
// test Google account, sign out, sign in with it again; the linked account shows on login-and-security.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';

test('a visitor signs up with the test Google account, signs out, and signs in with it again', async ({ page }) => {
  const email = `e2e-${randomUUID().slice(0, 8)}@google.test`;
  await page.goto('/signup');
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Sign in with Apple' })).toBeVisible();
  await account.getByRole('button', { name: 'Continue with Google' }).click();

  // The provider's own consent page.
  await expect(page).toHaveURL(/\/test-idp\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Sign in with Google (test)' })).toBeVisible();
  await expectNoAxeViolations(page, 'the consent page');
  await snapshot(page, 'social-1-consent');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on the shop: the details a sign-up needs that Google does not give.
  await expect(page).toHaveURL(/\/login\/social\/callback\?/);
  await expect(account.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
  await expect(account.getByLabel('First name')).toHaveValue(/^E/);
  await expectNoAxeViolations(page, 'the finish-sign-up step');
  await snapshot(page, 'social-2-finish-signup');
  await account.getByLabel('Date of birth').fill('1990-04-01');
  await account.getByLabel('State').selectOption('NSW');
  await account.getByLabel('I accept the terms and conditions').check();
  await account.getByRole('button', { name: 'Create my account' }).click();
  // Signed in and sent on (home, as no return address was given).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();

  // The linked account is listed, and the only way to sign in cannot be unlinked.
  await page.goto('/my-account/login-and-security');
  await expect(account.getByText(`linked: ${email}`)).toBeVisible();
  await expectNoAxeViolations(page, 'login and security');
  await snapshot(page, 'social-3-linked-accounts');
  await account.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(account.getByText("You can't unlink your only way to sign in. Set a password or link another account first.")).toBeVisible();

  // Sign out through the account drawer, then in again with Google.
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/login');
  await expectNoAxeViolations(page, 'the sign-in page with social buttons');
  await snapshot(page, 'social-4-login');
  await account.getByRole('button', { name: 'Continue with Google' }).click();
  // The consent page first: until it loads, 'Email' also names the sign-in form's "Email address".
  await expect(page).toHaveURL(/\/test-idp\/authorize\?/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a refusing Google account comes back with a notice and signs nobody in', async ({ page }) => {
  await page.goto('/login');
  const account = remoteContainer(page, 'account');
  await account.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/test-idp\/authorize\?/);
  await page.getByLabel('Email').fill('refuse@google.test');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(account.getByText('Sign-in with Google was cancelled or refused.')).toBeVisible();
  await expectNoAxeViolations(page, 'the refused callback');
  await snapshot(page, 'social-5-refused');
  await expect(account.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
});
