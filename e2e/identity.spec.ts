import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoAxeViolations } from './support/axe';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';
import { newestMail } from './support/mailbox';
import { forgetSession, signInFromLogin as signIn } from './support/sign-in';

test('a customer who forgot their password resets it by the emailed link, once, and signs in with the new one', async ({ page }) => {
  const customer = await signUpCustomer();
  await page.goto('/login');
  const account = remoteContainer(page, 'account');
  await account.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(account.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await account.getByLabel('Email address').fill(customer.email);
  await account.getByRole('button', { name: 'Email me a link' }).click();
  await expect(account.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await snapshot(page, 'identity-1-reset-requested');

  // The development mailbox holds the mail, with a link back to this site's own origin.
  const mail = await newestMail(customer.email, 'password-reset');
  expect(mail.subject).toBe('Reset your Drawfront password');
  const link = /(http:\/\/localhost:\d+\/forgot-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();

  await page.goto(link!);
  await expect(account.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await account.getByLabel('New password').fill('Renewed789');
  await snapshot(page, 'identity-2-new-password');
  await account.getByRole('button', { name: 'Save new password' }).click();
  // The reset signs the customer in; the shell takes them home.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /balance/ })).toBeVisible();
  expect((await newestMail(customer.email, 'password-changed')).subject).toBe('Your Drawfront password was changed');

  // The link works once.
  await page.goto(link!);
  await account.getByLabel('New password').fill('Another789');
  await account.getByRole('button', { name: 'Save new password' }).click();
  await expect(account.getByRole('alert')).toContainText('This link no longer works');
  await expect(account.getByRole('link', { name: 'Email me a new link' })).toBeVisible();
  await snapshot(page, 'identity-3-link-used');
});

test('a customer flagged to change their password is sent to the change page, not a dead end, and then goes on', async ({ page }) => {
  await signIn(page, 'change.password@drawfront.example', 'Password123');
  await expect(page).toHaveURL(/\/force-password-change$/);
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'identity-4-forced-change');
  await account.getByLabel('New password').fill('Changed789x');
  await account.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/my-account$/);
});

test('a customer sets up an authenticator, signs out, and signs in with a code from it', async ({ page }) => {
  const customer = await signUpCustomer();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account');
  const account = remoteContainer(page, 'account');
  await account.getByRole('link', { name: 'Login and security' }).click();
  await expect(account.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
  await account.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(account.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'identity-5-authenticator-setup');

  // The test is the authenticator app: it computes codes from the key the page shows.
  const secret = (await account.getByTestId('two-factor-secret').textContent())!.trim();
  const codeFor = (offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
  const cells = account.getByRole('group', { name: 'Verification code' }).getByRole('textbox');
  await cells.first().click();
  await page.keyboard.type(codeFor());
  await expect(account.getByText('On: your authenticator app gives you a code when you sign in.')).toBeVisible();
  await snapshot(page, 'identity-6-authenticator-on');

  // A new browser: nothing of this sign-in is kept (no tokens, no remembered device).
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/login');
  await expect(page.getByRole('banner').getByRole('link', { name: /Log in/ })).toBeVisible();
  await signIn(page, customer.email, customer.password);
  await expect(account.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The code just used to turn it on is refused a second time: the app's next code signs in.
  await account.getByRole('button', { name: 'Verify' }).click();
  await expect(account.getByText('A 6 digit code is required.')).toBeVisible();
  await snapshot(page, 'identity-7-code-required');
  await account.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click();
  await page.keyboard.type(codeFor(30));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /balance/ })).toBeVisible();
});

test('a sign-in that skipped the code on a remembered device proves it in the elevation modal before changing the password', async ({ page }) => {
  // The elevation's code must be of a later 30 s step than the sign-in's: up to 30 s of waiting.
  test.setTimeout(120_000);
  const customer = await signUpCustomer();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account/login-and-security');
  const account = remoteContainer(page, 'account');
  await account.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await account.getByTestId('two-factor-secret').textContent())!.trim();
  const codeFor = (offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
  await account.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click();
  await page.keyboard.type(codeFor());
  await expect(account.getByText('On: your authenticator app gives you a code when you sign in.')).toBeVisible();

  // Signed out (tokens gone, this browser's device id kept), then in with a code, remembering the device.
  await forgetSession(page);
  await signIn(page, customer.email, customer.password);
  await account.getByLabel('Remember this device for 30 days').check();
  await account.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click();
  await page.keyboard.type(codeFor(30));
  const signInStep = Math.floor(Date.now() / 30_000) + 1;
  await expect(page).toHaveURL(/\/$/);
  await forgetSession(page);
  // The remembered device signs in without a code, so this sign-in has not proved a second factor.
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/change-Password');
  await account.getByLabel('Current password').fill(customer.password);
  await account.getByLabel('New password').fill('Stepped789');
  await account.getByRole('button', { name: 'Change password' }).click();
  const modal = page.getByRole('dialog', { name: '2 factor authentication is required to complete this action' });
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'identity-8-elevation-modal');
  await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000 }).toBeGreaterThanOrEqual(signInStep);
  await modal.getByRole('textbox').first().click();
  await page.keyboard.type(codeFor(30));
  await expect(page.getByText("You've successfully verified your 2FA code.")).toBeVisible();
  // The blocked call went again by itself and succeeded.
  await expect(account.getByText('Your password has been changed, and you have been signed out on every other device.')).toBeVisible();
  await snapshot(page, 'identity-9-changed-after-elevation');
});
