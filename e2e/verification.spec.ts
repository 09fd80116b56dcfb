import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { addToCartAndGoToCart } from './support/cart';
import { ops } from './support/ops-cli';
import { snapshot } from './support/screenshots';
import { signUpCustomer } from './support/platform-api';
import { signInAt } from './support/sign-in';
import { navigateInApp, remoteContainer } from './support/shell-page';

// Seeded past the 45-day deadline and unverified (api/src/db/seed-data/verification.ts); only this journey verifies them.
const UNVERIFIED = { email: 'unverified@drawfront.example', password: 'Password123' };
const BLOCKED = /^Please verify your identity to continue: the 45 days to verify after signing up ended on .+\.$/;

// A 1×1 PNG, and text that only claims to be one.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const NOT_A_PNG = Buffer.from('this is not a picture of anything\n');

test('the public landing explains verification and leads to the pages', async ({ page }) => {
  await page.goto('/account-verification');
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { level: 1, name: 'Account verification' })).toBeVisible();
  await expect(account.getByRole('link', { name: 'Verify my identity' })).toHaveAttribute('href', '/my-account/verify-account');
  await expectNoAxeViolations(page, 'verification landing');
  await snapshot(page, 'verification-0-landing');
});

test('a customer past the deadline is blocked at the cart, uploads an ID, ops approve it, and the block is lifted', async ({ page }) => {
  await signInAt(page, UNVERIFIED, '/saturday-super-draw');
  await remoteContainer(page, 'catalogue').getByRole('button', { name: 'Quick pick all' }).click();
  await addToCartAndGoToCart(page);
  const cart = remoteContainer(page, 'cart-checkout');
  await expect(cart.getByText(BLOCKED)).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await snapshot(page, 'verification-1-cart-blocked');

  // The blocked reason's action leads to the verify page, which says why.
  await cart.getByRole('link', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(/\/my-account\/verify-account$/);
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { name: 'Buying and withdrawing are paused' })).toBeVisible();
  await expectNoAxeViolations(page, 'verify account: blocked');
  await snapshot(page, 'verification-2-verify-blocked');

  // The test provider cannot match the surname "Document": it asks for a document.
  await account.getByLabel('First name').fill('Uma');
  await account.getByLabel('Last name').fill('Document');
  await account.getByLabel('Date of birth', { exact: true }).fill('1988-07-21');
  await account.getByLabel('Street address').fill('1 George Street');
  await account.getByLabel('Suburb').fill('Sydney');
  await account.getByLabel('Postcode').fill('2000');
  await account.getByLabel('State or territory').selectOption('NSW');
  await account.getByRole('button', { name: 'Verify my details' }).click();
  await expect(account.getByRole('heading', { name: 'We need a photo of your ID' })).toBeVisible();
  await snapshot(page, 'verification-3-document-required');
  await account.getByRole('link', { name: 'Upload a photo of your ID' }).first().click();
  await expect(page).toHaveURL(/\/my-account\/manual-verification$/);

  // Text named .png passes the browser's checks; the API looks at the content and refuses it.
  const files = account.getByLabel('Your ID (front, and back if it has one)');
  await files.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: NOT_A_PNG });
  await account.getByRole('button', { name: 'Send for review' }).click();
  await expect(account.getByRole('alert').filter({ hasText: 'Upload a PDF, JPEG or PNG file.' })).toBeVisible();
  await expectNoAxeViolations(page, 'manual verification: refused');
  await snapshot(page, 'verification-4-wrong-type');

  await files.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await account.getByRole('button', { name: 'Send for review' }).click();
  await expect(account.getByRole('heading', { name: 'Thanks: your ID is with our team' })).toBeVisible();
  await expect(account.getByText('Waiting for review')).toBeVisible();
  await expectNoAxeViolations(page, 'manual verification: sent');
  await snapshot(page, 'verification-5-sent');

  // Ops review the queue with the CLI and approve it.
  const listed = await ops('verification', 'list');
  const line = listed.split('\n').find((entry) => entry.includes(`<${UNVERIFIED.email}>`));
  expect(line).toContain('licence.png (image/png');
  const id = line!.split(/\s+/)[0]!;
  expect(await ops('verification', 'approve', id)).toContain(`approved ${id} (licence.png)`);

  // The block is lifted: the cart checks out again and the verify page says so.
  await page.goto('/cart');
  await expect(cart.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expect(cart.getByText(BLOCKED)).toHaveCount(0);
  await snapshot(page, 'verification-6-cart-clear');
  await navigateInApp(page, '/my-account/verify-account');
  await expect(account.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
  await snapshot(page, 'verification-7-verified');
});

test('a new customer verifies with ConnectID in one trip to their bank', async ({ page }) => {
  const customer = await signUpCustomer();
  await signInAt(page, customer, '/my-account/verify-account');
  const account = remoteContainer(page, 'account');
  await expect(account.getByRole('heading', { name: 'Not verified yet', level: 2 })).toBeVisible();
  await account.getByRole('button', { name: 'Verify with ConnectID' }).click();

  // The bank's consent page (the API's test identity provider, as ConnectID's third client).
  await expect(page).toHaveURL(/\/test-idp\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Sign in with ConnectID (test bank)' })).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Allow' }).click();

  // Back on the verify page: the code is spent, taken out of the address, and the customer is verified.
  await expect(account.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/verify-account$/);
  await expectNoAxeViolations(page, 'verify account: verified with ConnectID');
  await snapshot(page, 'verification-8-connectid-verified');
  // A reload does not send the spent code again.
  await page.reload();
  await expect(account.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
  await expect(account.getByRole('alert')).toHaveCount(0);
});
