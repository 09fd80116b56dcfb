import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoAxeViolations } from './support/axe';
import { newestMail } from './support/mailbox';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';
import { forgetSession, signInFromLogin as signIn } from './support/sign-in';

/** Types `code` into the 6 cells of the code group named `label`, replacing what they held. */
async function typeCode(page: Page, code: string, label = 'Verification code'): Promise<void> {
  const cells = remoteContainer(page, 'account').getByRole('group', { name: label }).getByRole('textbox');
  for (let i = 0; i < 6; i += 1) await cells.nth(i).fill('');
  await cells.first().click();
  await page.keyboard.type(code);
}

/** The code of the newest two-factor mail to `email` whose subject is not in `seen` (each code mail names its code), noting it as seen. */
async function nextMailedCode(email: string, seen: Set<string>): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const mail = await newestMail(email, 'two-factor-code');
      if (seen.has(mail.subject)) return false;
      seen.add(mail.subject);
      code = /verification code is (\d{6})/.exec(mail.text)?.[1] ?? '';
      return true;
    })
    .toBe(true);
  return code;
}

test('a typo while turning the authenticator on is one wrong code, and a reset link then asks for the code', async ({ page }) => {
  const customer = await signUpCustomer();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account/login-and-security');
  const account = remoteContainer(page, 'account');
  await account.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await account.getByTestId('two-factor-secret').textContent())!.trim();
  const codeFor = (offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

  // Three typos: each is counted once (the client no longer sends a refused code twice), so the account stays open.
  for (let typo = 0; typo < 3; typo += 1) {
    const right = codeFor();
    await typeCode(page, right === '000000' ? '111111' : '000000');
    await expect(account.getByText('Code is incorrect or expired. Try again or contact support')).toBeVisible();
  }
  await snapshot(page, 'two-factor-1-typo');
  await typeCode(page, codeFor());
  await expect(account.getByText('On: your authenticator app gives you a code when you sign in.')).toBeVisible();
  // Turning it off says where the code comes from.
  await expect(account.getByText('Open your authenticator app for the current 6 digit code.')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'two-factor-2-on');

  // A new browser: the reset link proves the mailbox, and the authenticator is still asked for.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/forgot-password');
  await account.getByLabel('Email address').fill(customer.email);
  await account.getByRole('button', { name: 'Email me a link' }).click();
  await expect(account.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const link = /(http:\/\/localhost:\d+\/forgot-password\?token=[A-Za-z0-9_-]+)/.exec((await newestMail(customer.email, 'password-reset')).text)?.[1];
  await page.goto(link!);
  await account.getByLabel('New password').fill('Renewed789');
  await account.getByRole('button', { name: 'Save new password' }).click();
  await expect(account.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /Log in/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'two-factor-3-reset-asks-code');
  // The setup code's step is used: the app's next code completes the reset and signs in.
  await typeCode(page, codeFor(30));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: /balance/ })).toBeVisible();
});

test('a customer with codes by email turns two-factor off with a code they ask to be emailed', async ({ page }) => {
  const customer = await signUpCustomer();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account/login-and-security');
  const account = remoteContainer(page, 'account');
  await account.getByRole('button', { name: 'Use codes by email' }).click();
  const setupMail = await newestMail(customer.email, 'two-factor-code');
  await typeCode(page, /verification code is (\d{6})/.exec(setupMail.text)![1]!);
  await expect(account.getByText('On: we email you a code when you sign in.')).toBeVisible();

  // The form that asks for a current code offers the way to get one, and the mail arrives in the dev mailbox.
  await account.getByRole('button', { name: 'Email me a code' }).click();
  await expect(account.getByText(/We have emailed a 6 digit code to /)).toBeVisible();
  await expect(account.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await snapshot(page, 'two-factor-4-email-code-sent');
  let code = '';
  await expect
    .poll(async () => {
      const mail = await newestMail(customer.email, 'two-factor-code');
      code = /verification code is (\d{6})/.exec(mail.text)?.[1] ?? '';
      return mail.subject !== setupMail.subject;
    })
    .toBe(true);
  await typeCode(page, code, 'To turn it off, enter a current code');
  await expect(account.getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
});

test('the elevation modal of an email-method customer offers a new code after the wait', async ({ page }) => {
  const customer = await signUpCustomer();
  const seen = new Set<string>();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account/login-and-security');
  const account = remoteContainer(page, 'account');
  await account.getByRole('button', { name: 'Use codes by email' }).click();
  await typeCode(page, await nextMailedCode(customer.email, seen));
  await expect(account.getByText('On: we email you a code when you sign in.')).toBeVisible();

  // Signed in again on a remembered device, so this sign-in has proved no second factor.
  await forgetSession(page);
  await signIn(page, customer.email, customer.password);
  await account.getByLabel('Remember this device for 30 days').check();
  await typeCode(page, await nextMailedCode(customer.email, seen));
  await expect(page).toHaveURL(/\/$/);
  await forgetSession(page);
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/change-Password');
  await account.getByLabel('Current password').fill(customer.password);
  await account.getByLabel('New password').fill('Stepped789');
  await account.getByRole('button', { name: 'Change password' }).click();
  const modal = page.getByRole('dialog', { name: '2 factor authentication is required to complete this action' });
  await expect(modal.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
  await expectNoAxeViolations(page);
  await snapshot(page, 'two-factor-5-elevation-resend');
  const code = await nextMailedCode(customer.email, seen);
  await modal.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await expect(page.getByText("You've successfully verified your 2FA code.")).toBeVisible();
});
