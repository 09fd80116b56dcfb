import { memoryCookieJar } from '@drawfront/shared/cart/cookie-jar';
import { buildShellContext } from '../../testing/test-context';
import { syncCartSummary } from './sync-cart-summary';

function anonymousCart(token: string, lines: number) {
  return {
    cartReference: token,
    cartItems: Array.from({ length: lines }, (_, i) => ({ id: `line-${i}` })),
    autoRemovedItems: [],
    cartTotal: { amount: 1350 * lines, currency: 'AUD' },
    preOrderTotal: { amount: 0, currency: 'AUD' },
    requiresUnattendedPaymentMethod: false,
    blockedReasons: {},
    showRegulation: false,
  };
}

const withApi = (request: jest.Mock) => ({ request, clearCache: jest.fn() });

describe('syncCartSummary', () => {
  it('shows the visitor’s stored cart in the badge once the session has settled', async () => {
    const token = 'a'.repeat(32);
    const request = jest.fn().mockResolvedValue(anonymousCart(token, 2));
    const context = buildShellContext({ api: withApi(request), cookies: memoryCookieJar({ df_cart: token }) });
    const stop = syncCartSummary(context, memoryCookieJar(), '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: `/anon-cart/${token}` }));
    expect(context.cart.get().itemCount).toBe(2);
    stop();
  });

  it('keeps an affiliate code from the landing page for the next add to cart', () => {
    const cookies = memoryCookieJar();
    const stop = syncCartSummary(buildShellContext({ api: withApi(jest.fn().mockResolvedValue(null)) }), cookies, '?aff=PARTNER_7');
    expect(cookies.values.get('df_aff')).toBe('PARTNER_7');
    stop();
  });
});
