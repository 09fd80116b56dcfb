import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { snapshot } from './support/screenshots';
import { signInAt } from './support/sign-in';

// Seeded customers in each migration state (README "Demo data"); the platform's database is fresh per run.
const PASSWORD = 'Password123';

test.describe('account migration (groups spec §4 "Migration modal")', () => {
  test('an eligible_soft customer accepts the terms and the modal polls to success', async ({ page }) => {
    await signInAt(page, { email: 'migrate.soft@drawfront.example', password: PASSWORD });
    const dialog = page.getByRole('dialog', { name: 'Bring your account over' });
    await expect(dialog).toBeVisible();
    const migrate = dialog.getByRole('button', { name: 'Migrate my account' });
    await expect(migrate).toBeDisabled();
    await expectNoAxeViolations(page, 'the migration prompt', 'dialog');
    await snapshot(page, 'migration-1-prompt');

    const calls: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/migration/migrate')) calls.push(response.status());
    });
    await dialog.getByLabel('I agree to the terms and conditions for moving my account').check();
    await expect(migrate).toBeEnabled();
    await migrate.click();
    // The first answer is 202 (the pg-boss job has not run yet): the in-progress view shows while it polls.
    await expect(page.getByRole('dialog', { name: 'Moving your account…' })).toBeVisible();
    await snapshot(page, 'migration-2-in-progress');
    const success = page.getByRole('dialog', { name: 'Your account has been moved' });
    await expect(success).toBeVisible({ timeout: 20_000 });
    await snapshot(page, 'migration-3-success');
    expect(calls[0]).toBe(202);
    expect(calls.at(-1)).toBe(200);
    expect(calls.length).toBeLessThanOrEqual(6);

    await success.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Migrated: the prompt never comes back.
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'Bring your account over' })).toHaveCount(0);
  });

  test('an eligible_hard prompt cannot be put off, and a refused migration offers retry or support', async ({ page }) => {
    await signInAt(page, { email: 'migrate.hard@drawfront.example', password: PASSWORD });
    const dialog = page.getByRole('dialog', { name: 'Bring your account over' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Not now' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    // Focus stays in the dialog (native modal: the page behind is inert).
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await snapshot(page, 'migration-4-hard-prompt');
  });

  test('a refused migration offers retry or support; a soft prompt put off stays away', async ({ page }) => {
    await signInAt(page, { email: 'migrate.fails@drawfront.example', password: PASSWORD });
    const dialog = page.getByRole('dialog', { name: 'Bring your account over' });
    await dialog.getByLabel('I agree to the terms and conditions for moving my account').check();
    await dialog.getByRole('button', { name: 'Migrate my account' }).click();
    const failure = page.getByRole('dialog', { name: 'We couldn’t move your account' });
    await expect(failure).toBeVisible({ timeout: 20_000 });
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(failure.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/about/contact-us');
    await expectNoAxeViolations(page, 'the migration failure', 'dialog');
    await snapshot(page, 'migration-5-failure');
    await failure.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog', { name: 'Bring your account over' })).toHaveCount(0);
  });
});

test.describe('session rules (groups spec §4, §9)', () => {
  test('the heartbeat requests /blank.html while active, and an hour without activity signs the customer out', async ({ page }) => {
    await page.clock.install();
    await signInAt(page, { email: 'demo@drawfront.example', password: PASSWORD });
    await page.mouse.move(10, 10);
    const beat = page.waitForRequest((request) => new URL(request.url()).pathname === '/blank.html');
    await page.clock.fastForward(61_000);
    expect((await (await beat).response())?.status()).toBe(200);

    await page.clock.fastForward('01:00:00');
    await expect(page.getByText('You were signed out after a period of inactivity. Please sign in again to continue.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await snapshot(page, 'session-inactivity-signed-out');
  });
});
