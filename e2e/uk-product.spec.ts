import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { remoteContainer } from './support/shell-page';
import { signInAt } from './support/sign-in';
import { addToCartAndGoToCart } from './support/cart';

/**
 * The en-GB site as a UK product: a British customer signs up with a UK address, and the site gives them UK help,
 * a UK support line and footer links to each draw's play and results pages; a pound customer joins Daily Winners
 * in pounds; an Australian customer browsing it is told which site to buy on before any Pay button.
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

  test('a pound customer goes premium on Daily Winners in pounds, paid from the pound wallet', async ({ page }) => {
    await page.goto('/?sv=GB');
    await signInAt(page, { email: 'gwen.giveaways@drawfront.example', password: 'Password123' }, '/daily-winners/membership-tiers');
    const membership = remoteContainer(page, 'membership');
    const premium = membership.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'Premium' }) });
    await expect(premium.getByText('£5.99 every 30 days')).toBeVisible();
    await expect(membership.getByText(/\$9\.99/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the en-GB membership tiers');
    await page.screenshot({ path: '/tmp/uk-currency/membership-tiers-gb.png', fullPage: true });
    await premium.getByRole('button', { name: 'Go premium for £5.99' }).click();

    const cart = remoteContainer(page, 'cart-checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await cart.getByRole('link', { name: 'Checkout' }).click();
    await expect(cart.getByText('£30.00')).toBeVisible();
    await cart.getByRole('button', { name: 'Pay £5.99 from wallet' }).click();
    await expect(page).toHaveURL(/\/receipt\//);
    await expect(page.getByRole('banner').getByRole('button', { name: /balance £24\.01/ })).toBeVisible();

    await page.goto('/daily-winners/membership-tiers');
    await expect(premium.getByText(/^Your tier\. Renews on/)).toBeVisible();
  });

  test('an Australian customer on the en-GB site is told in the cart and on the play page which site to buy on', async ({ page }) => {
    // The demo customer keeps A$: a line added on the AU site, then the cart opened on the GB site.
    await page.goto('/?sv=AU');
    await signInAt(page, { email: 'demo@drawfront.example', password: 'Password123' }, '/saturday-super-draw');
    const catalogue = remoteContainer(page, 'catalogue');
    await catalogue.getByRole('button', { name: 'Quick pick all' }).click();
    await addToCartAndGoToCart(page);

    await page.goto('/cart?sv=GB');
    const cart = remoteContainer(page, 'cart-checkout');
    const notice = cart.getByRole('note', { name: 'Your wallet is in another currency' });
    await expect(notice).toContainText('Purchases on the GB site are charged in GBP, and your wallet is in AUD: buy on the AU site.');
    await expect(cart.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
    await expect(notice.getByRole('link', { name: 'Go to the AU site' })).toHaveAttribute('href', '/cart?sv=AU');
    await expect(page.getByRole('banner').getByText(/£/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the en-GB cart for an AUD wallet');
    await page.screenshot({ path: '/tmp/uk-currency/cart-wrong-currency.png', fullPage: true });

    await page.goto('/saturday-super-draw-uk');
    await expect(catalogue.getByRole('note', { name: 'Your wallet is in another currency' })).toBeVisible();
    await expect(catalogue.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the en-GB play page for an AUD wallet');
    await page.screenshot({ path: '/tmp/uk-currency/play-wrong-currency.png', fullPage: true });

    // The link takes them to the same cart on the AU site, where they can check out (the line is then removed again).
    await page.goto('/cart');
    await notice.getByRole('link', { name: 'Go to the AU site' }).click();
    await expect(page).toHaveURL(/\/cart\?sv=AU$/);
    await expect(cart.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await expect(cart.getByRole('note', { name: 'Your wallet is in another currency' })).toHaveCount(0);
    await cart.getByRole('button', { name: /Remove/ }).first().click();
    await expect(cart.getByText('Your cart is empty.')).toBeVisible();
  });
});
