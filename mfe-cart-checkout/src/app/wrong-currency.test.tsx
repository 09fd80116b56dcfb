import { screen, within } from '@testing-library/react';
import { buildCart, buildCartItem } from '@drawfront/shared/cart/build-cart';
import { createSessionStore } from '@drawfront/shared/stores/session-store';
import type { SessionState } from '@drawfront/shared/stores/session-store';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildCheckoutSite, buildCustomer } from '../testing/builders';
import { fakeApi } from '../testing/fake-api';
import { renderLazyRemote, renderRemote } from '../testing/render-remote';

// An Australian customer (wallet A$50.01) browsing the en-GB pound site: it cannot charge their wallet.
const gbp = (amount: number) => ({ amount, currency: 'GBP' });
const GB_SITE = buildCheckoutSite({ locale: 'en-GB' });
const cart = buildCart({ cartReference: 'tok', cartItems: [buildCartItem({ id: 'line-a', description: 'Saturday Super Draw', numDraws: 1, numGames: 4, total: gbp(360) })], cartTotal: gbp(360) });

function walletSession(currency: string): SessionState {
  return {
    isAuthenticated: true,
    customerId: 'cust-1',
    accessToken: 'access-token',
    customer: { customerId: 'cust-1', firstname: 'Alex', lastname: 'Jones', email: 'alex@example.com', balance: { amount: 5001, currency }, forcePasswordChange: false, accountUpgrade: false },
  };
}

const api = () => fakeApi({ 'GET /cart/items': cart, 'POST /cart/build': cart, 'GET /customer': buildCustomer({ balance: { amount: 5001, currency: 'AUD' } }) });
const MESSAGE = 'Purchases on the GB site are charged in GBP, and your wallet is in AUD: buy on the AU site.';

describe('a wallet in another currency than the site', () => {
  it('is told in the cart which site to buy on, in place of Checkout', async () => {
    const { container } = renderRemote('/cart', { props: { api: api(), site: GB_SITE, session: createSessionStore(walletSession('AUD')) } });
    const notice = await screen.findByRole('note', { name: 'Your wallet is in another currency' });
    expect(notice.textContent).toContain('Your wallet is in AUD');
    expect(notice.textContent).toContain(MESSAGE);
    expect(within(notice).getByRole('link', { name: 'Go to the AU site' }).getAttribute('href')).toBe('/?sv=AU');
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sees Checkout as before when the wallet is in the site currency', async () => {
    renderRemote('/cart', { props: { api: api(), site: GB_SITE, session: createSessionStore(walletSession('GBP')) } });
    expect(await screen.findByRole('link', { name: 'Checkout' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Your wallet is in another currency' })).toBeNull();
  });

  it('sees the balance in the wallet currency at checkout, the notice, and no Pay button', async () => {
    const { container } = await renderLazyRemote('/cart/buy', { props: { api: api(), site: GB_SITE, session: createSessionStore(walletSession('AUD')) }, extra: { newIdempotencyKey: () => 'key-1' } });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const balance = within(summary).getByText('Wallet balance').nextElementSibling!;
    expect(balance.textContent).toBe('A$50.01');
    expect(summary.textContent).not.toContain('£50.01');
    expect(screen.getByRole('note', { name: 'Your wallet is in another currency' }).textContent).toContain(MESSAGE);
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Top up and pay|Pay by card/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
