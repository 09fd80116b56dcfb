import { expect, test } from '@playwright/test';
import { generateSync } from 'otplib';
import { expectNoAxeViolations } from './support/axe';
import { signUpCustomer } from './support/platform-api';
import { snapshot } from './support/screenshots';
import { remoteContainer } from './support/shell-page';
import { newestMail } from './support/mailbox';
import { forgetSession, signInFromLogin as signIn } from './support/sign-in';

test('a customer changes their address behind step-up, confirms it from the mailed link, and unsubscribes by the signed link', async ({ page }) => {
  // The elevation's code must be of a later 30 s step than the sign-in's: up to 30 s of waiting.
  test.setTimeout(150_000);
  const customer = await signUpCustomer();
  const account = remoteContainer(page, 'account');

  // Two-factor on, then a sign-in on a remembered device: it has not proved a second factor, so a change needs one.
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/my-account/login-and-security');
  await account.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await account.getByTestId('two-factor-secret').textContent())!.trim();
  const codeFor = (offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
  await account.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click();
  await page.keyboard.type(codeFor());
  await expect(account.getByText('On: your authenticator app gives you a code when you sign in.')).toBeVisible();
  await forgetSession(page);
  await signIn(page, customer.email, customer.password);
  await account.getByLabel('Remember this device for 30 days').check();
  await account.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click();
  await page.keyboard.type(codeFor(30));
  const signInStep = Math.floor(Date.now() / 30_000) + 1;
  await expect(page).toHaveURL(/\/$/);
  await forgetSession(page);
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);

  // My account links to My details.
  await page.goto('/my-account');
  await account.getByRole('link', { name: 'My details' }).click();
  await expect(page).toHaveURL(/\/my-account\/my-details$/);
  await expect(account.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  await expect(account.getByText('Casey Tester')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-1-view');

  await account.getByRole('button', { name: 'Change details' }).click();
  await account.getByLabel('Phone number (optional)').fill('0412 345 678');
  await account.getByLabel('Address', { exact: true }).fill('1 George St');
  await account.getByLabel('Suburb').fill('Sydney');
  await account.getByLabel('Post code').fill('20');
  await account.getByRole('button', { name: 'Save details' }).click();
  await expect(account.getByText('Please enter a 4 digit post code.')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-2-form-error');
  await account.getByLabel('Post code').fill('2000');
  await account.getByRole('button', { name: 'Save details' }).click();

  const modal = page.getByRole('dialog', { name: '2 factor authentication is required to complete this action' });
  await expect(modal).toBeVisible();
  await expect.poll(() => Math.floor(Date.now() / 30_000), { timeout: 35_000 }).toBeGreaterThanOrEqual(signInStep);
  await modal.getByRole('textbox').first().click();
  await page.keyboard.type(codeFor(30));
  // The blocked save went again by itself and succeeded.
  await expect(account.getByText('Your details have been saved.')).toBeVisible();
  await expect(account.getByText(`We sent a link to ${customer.email}. Open it to confirm your changes.`)).toBeVisible();
  // Never on the my-details page.
  await expect(page.getByRole('region', { name: 'Confirm your address' })).toHaveCount(0);
  await snapshot(page, 'my-details-3-saved');

  // Elsewhere the banner asks for the address.
  await page.goto('/my-account');
  const banner = page.getByRole('region', { name: 'Confirm your address' });
  await expect(banner).toContainText('Is your address still correct? Please confirm it, or update it if it has changed.');
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-4-banner');

  // The mailed link confirms it, once.
  const mail = await newestMail(customer.email, 'confirm-address');
  const link = /(http:\/\/localhost:\d+\/my-account\/confirm-address\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(account.getByText('Thanks, your address is confirmed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-5-confirmed');
  await page.goto('/my-account');
  await expect(account.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your address' })).toHaveCount(0);
  await page.goto(link!);
  await expect(account.getByText('This confirmation link has expired or has already been used.')).toBeVisible();

  // The mail's signed preferences link; its signature also signs the unsubscribe link. Signed out, as from a mail app.
  const preferences = /(http:\/\/localhost:\d+\/communication-preferences\/([0-9a-f-]{36})\?signature=([A-Za-z0-9_-]{43}))/.exec(mail.text);
  expect(preferences, mail.text).toBeTruthy();
  const [, preferencesLink, customerId, signature] = preferences!;
  await forgetSession(page);
  await page.goto(`/unsubscribe/${customerId}/saturday-super-draw?signature=${signature}`);
  await expect(account.getByRole('heading', { level: 1, name: 'Unsubscribe from Saturday Super Draw emails' })).toBeVisible();
  await account.getByRole('checkbox', { name: 'I get too many emails' }).check();
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-6-unsubscribe');
  await account.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(account.getByText("We won't email you about Saturday Super Draw any more.")).toBeVisible();
  await snapshot(page, 'my-details-7-unsubscribed');

  await page.goto(preferencesLink!);
  await expect(account.getByText('You have unsubscribed from emails about Saturday Super Draw. Ticking Email turns them back on.')).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-8-preferences-link');

  // A forged signature is refused in plain words.
  await page.goto(`/unsubscribe/${customerId}?signature=${'A'.repeat(43)}`);
  await expect(account.getByText('This link is not valid. Please use the link in your latest email, or sign in to change your preferences.')).toBeVisible();
  await expect(account.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await snapshot(page, 'my-details-9-bad-signature');
});

test('an account flagged for an upgrade completes its details before going on', async ({ page }) => {
  await signIn(page, 'upgrade.account@drawfront.example', 'Password123');
  await expect(page).toHaveURL(/\/my-account\/upgrade-account$/);
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { level: 1, name: 'Complete your details' })).toBeVisible();
  await account.getByRole('button', { name: 'Save and continue' }).click();
  await expect(account.getByText('This field is required').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-10-upgrade');
  await account.getByLabel('Address', { exact: true }).fill('5 Collins St');
  await account.getByLabel('Suburb').fill('Melbourne');
  await account.getByLabel('Post code').fill('3000');
  await account.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(account.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  // The same signed-in customer signed out and in again is no longer sent there.
  await page.goto('/my-account/my-details');
  await expect(account.getByText('5 Collins St')).toBeVisible();
  await snapshot(page, 'my-details-11-upgraded');
});

test('/customer/details is the my-details page, and /communication-preferences is behind sign-in', async ({ page }) => {
  await signIn(page, 'confirm.address@drawfront.example', 'Password123');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Confirm your address' })).toBeVisible();
  await page.goto('/customer/details');
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
  await expect(account.getByText('12 Queen St')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your address' })).toHaveCount(0);
  await page.goto('/communication-preferences');
  await expect(account.getByRole('heading', { level: 1, name: 'Communication preferences' })).toBeVisible();
  await expect(account.getByRole('checkbox', { name: 'Email' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snapshot(page, 'my-details-12-preferences');
});
