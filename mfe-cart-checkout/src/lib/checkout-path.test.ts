import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildSite } from '@drawfront/shared/testing/build-remote-props';
import { checkoutPath, returningToCheckout } from './checkout-path';

describe('checkout paths', () => {
  const pathTo = createPathTo(buildSite());

  it('sends visitors to sign in before checkout', () => {
    expect(checkoutPath(pathTo, true)).toBe('/cart/buy');
    expect(checkoutPath(pathTo, false)).toBe('/checkout/login?returnTo=/cart/buy');
  });

  it("comes back to the site's own checkout path, and to nowhere without a page", () => {
    const renamed = createPathTo(buildSite({ routeOverrides: { 'cart-buy': '/basket/pay', 'checkout-login': '/basket/sign-in' } }));
    expect(checkoutPath(renamed, false)).toBe('/basket/sign-in?returnTo=/basket/pay');
    expect(returningToCheckout(pathTo, '/x', { amount: '1.00' })).toBe('/x?amount=1.00&returnTo=/cart/buy');
    expect(returningToCheckout(pathTo, null)).toBeNull();
  });
});
