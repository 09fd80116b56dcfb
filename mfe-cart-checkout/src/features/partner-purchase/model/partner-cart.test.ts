import type { PartnerCart } from '@drawfront/shared/contract/partners';
import { EMPTY_PARTNER_CART, isHttpUrl, mobileDeepLink, partnerCartItemFrom, partnerCartReducer, partnerReturnUrl } from './partner-cart';

const partner = {
  siteUrl: 'https://coastal-rescue.example',
  product: { lottery: 'dream-home-raffle', raffleOffer: 'dream-home-raffle-tickets', recurringPurchase: null, drawNumber: null },
};
const cart: PartnerCart = {
  customerId: null,
  cartTotal: { amount: 5000, currency: 'AUD' },
  preOrderTotal: { amount: 0, currency: 'AUD' },
  cartItems: [],
  blockedReasons: {},
  requiresUnattendedPaymentMethod: false,
};

describe('partner cart events (groups spec §4)', () => {
  it('merges received cart data, replaces items on update and clears on purchase', () => {
    const received = partnerCartReducer(EMPTY_PARTNER_CART, { type: 'partner-cart/received', slug: 'p', item: partner.product });
    expect(received.item).toEqual(partner.product);
    const merged = partnerCartReducer(received, { type: 'partner-cart/received', slug: 'p', item: { ...partner.product, drawNumber: 433 } });
    expect(merged.item).toEqual({ ...partner.product, drawNumber: 433 });
    const updated = partnerCartReducer(merged, { type: 'partner-cart/updated', slug: 'p', cart });
    expect(updated.cart).toBe(cart);
    expect(partnerCartReducer(updated, { type: 'partner-cart/updated', slug: 'p', cart: { ...cart, cartItems: [] } }).cart?.cartItems).toEqual([]);
    expect(partnerCartReducer(updated, { type: 'partner-cart/purchased', slug: 'p', purchaseId: 'abc' })).toEqual({ item: null, cart: null, purchaseId: 'abc' });
  });
});

describe('partnerCartItemFrom', () => {
  it("reads the partner link's cart data, else the partner's product", () => {
    expect(partnerCartItemFrom(new URLSearchParams(''), partner)).toBe(partner.product);
    expect(partnerCartItemFrom(new URLSearchParams('lottery=shelter-raffle&drawNumber=12&recurring=true'), partner)).toEqual({
      lottery: 'shelter-raffle',
      raffleOffer: null,
      recurringPurchase: { enabled: true },
      drawNumber: 12,
    });
    expect(partnerCartItemFrom(new URLSearchParams('lottery=x&drawNumber=12abc'), partner).drawNumber).toBeNull();
  });
});

describe('redirect URLs are http or https only (storefront §5)', () => {
  it("accepts a partner's own http(s) redirect and falls back to its site otherwise", () => {
    expect(partnerReturnUrl(new URLSearchParams('redirectUrl=https://coastal-rescue.example/thanks'), partner)).toBe('https://coastal-rescue.example/thanks');
    expect(partnerReturnUrl(new URLSearchParams('redirectUrl=javascript:alert(1)'), partner)).toBe('https://coastal-rescue.example');
    expect(partnerReturnUrl(new URLSearchParams('redirectUrl=https://evil.example/'), partner)).toBe('https://coastal-rescue.example');
    expect(partnerReturnUrl(new URLSearchParams('redirectUrl=/relative'), partner)).toBe('https://coastal-rescue.example');
    expect(partnerReturnUrl(new URLSearchParams(''), { siteUrl: 'ftp://x.example' })).toBeNull();
  });

  it('offers a mobile deep link only when it is http(s)', () => {
    expect(mobileDeepLink(new URLSearchParams('successMobileDeepLink=https://app.example/done'))).toBe('https://app.example/done');
    expect(mobileDeepLink(new URLSearchParams('successMobileDeepLink=myapp://done'))).toBeNull();
    expect(isHttpUrl('data:text/html,hi')).toBe(false);
  });
});
