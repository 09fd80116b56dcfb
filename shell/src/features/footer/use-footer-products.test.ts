import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { footerProducts } from './use-footer-products';

const offer = (overrides: Partial<ProductOffer>): ProductOffer => ({ type: 'lottery_ticket', name: 'Saturday Super Draw', url: 'saturday-super-draw', urlAliases: [], ...overrides }) as ProductOffer;

describe('footerProducts', () => {
  it('links lotteries and raffles, not syndicates, each under its URL on the sub-variant', () => {
    const offers = [
      offer({ urlAliases: [{ subvariant: 'GB', url: 'saturday-super-draw-uk' }] }),
      offer({ type: 'raffle_ticket', name: 'Dream Home Raffle', url: 'dream-home-raffle' }),
      offer({ type: 'syndicate_share', name: 'Super Draw Syndicate', url: 'super-draw-syndicate' }),
    ];
    expect(footerProducts(offers, 'GB')).toEqual([
      { name: 'Saturday Super Draw', url: 'saturday-super-draw-uk' },
      { name: 'Dream Home Raffle', url: 'dream-home-raffle' },
    ]);
    expect(footerProducts(offers, 'AU')[0]).toEqual({ name: 'Saturday Super Draw', url: 'saturday-super-draw' });
  });
});
