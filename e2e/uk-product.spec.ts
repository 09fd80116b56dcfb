import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { remoteContainer } from './support/shell-page';

/**
 * The en-GB site as a UK product: a British customer signs up with a UK address, and the site gives them UK help,
 * a UK support line and footer links to each draw's play and results pages.
 */
test.describe('the en-GB site', () => {
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([{ name: 'df_consent', value: 'essential', url: 'http://localhost' }]);
  });

  test('a British customer signs up with a UK address and sees UK help contacts', async ({ page }) => {
    await page.goto('/signup?sv=GB');
    const account = remoteContainer(page, 'account');
    await expect(account.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(account.getByLabel('State or territory')).toHaveCount(0);
    await account.getByLabel('First name').fill('Alex');
    await account.getByLabel('Last name').fill('Briton');
    await account.getByLabel('Email address').fill(`uk-${Date.now()}@drawfront.example`);
    await account.getByLabel('Password', { exact: true }).fill('Password123');
    await account.getByLabel('Day').fill('2');
    await account.getByLabel('Month').fill('9');
    await account.getByLabel('Year').fill('1988');
    await account.getByLabel('Address line 1').fill('1 Test Street');
    await account.getByLabel('Town or city').fill('London');
    await account.getByLabel('Postcode').fill('2000');
    await account.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await account.getByRole('button', { name: 'Create account' }).click();
    await expect(account.getByText('Please enter a valid postcode, e.g. SW1A 1AA.')).toBeVisible();
    await expect(account.getByLabel('Postcode')).toBeFocused();
    await expectNoAxeViolations(page, 'the en-GB sign-up with an error');
    await page.screenshot({ path: '/tmp/uk-signup.png', fullPage: true });

    await account.getByLabel('Postcode').fill('ec1a 1bb');
    await account.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: /account/i }).first()).toBeVisible();
    await expect(page).not.toHaveURL(/\/signup/);

    await page.goto('/my-account/my-details?sv=GB');
    await expect(account.getByRole('heading', { level: 1, name: 'My details' })).toBeVisible();
    await expect(account.getByText(/EC1A 1BB/)).toBeVisible();

    await page.goto('/about/responsible-gaming?sv=GB');
    const catalogue = remoteContainer(page, 'catalogue');
    await expect(catalogue.getByRole('heading', { level: 1, name: 'Responsible gambling' })).toBeVisible();
    for (const name of ['GamCare – the National Gambling Helpline', 'BeGambleAware', 'GAMSTOP – the national online self-exclusion scheme']) {
      await expect(catalogue.getByRole('heading', { name })).toBeVisible();
    }
    await expect(catalogue.getByRole('link', { name: '0808 8020 133' }).first()).toHaveAttribute('href', 'tel:08088020133');
    await expect(catalogue.getByText('Gambling Help Online')).toHaveCount(0);
    await expect(catalogue.getByText('BetStop')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the en-GB responsible-gambling page');
    await page.screenshot({ path: '/tmp/uk-responsible-gambling.png', fullPage: true });
  });

  test('the footer gives the UK support line and each draw’s play and results links', async ({ page }) => {
    await page.goto('/about?sv=GB');
    const footer = page.locator('footer.df-footer');
    await expect(footer.getByRole('link', { name: '0306 999 0110' }).first()).toBeVisible();
    await expect(footer.getByText('Monday to Friday, 9am to 5pm UK time')).toBeVisible();
    await expect(footer.getByText('1300 555 010')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Saturday Super Draw', exact: true })).toHaveAttribute('href', /saturday-super-draw-uk/);
    await expect(footer.getByRole('link', { name: 'Saturday Super Draw results' })).toBeVisible();
    await expectNoAxeViolations(page, 'the en-GB footer', 'footer.df-footer');
    await footer.screenshot({ path: '/tmp/uk-footer.png' });
  });
});
