import { isTicketLine } from '@drawfront/shared/contract/cart';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { addToCart, starburstLine } from './carts';
import { signUp } from './customers';
import { backends, setupApp } from './helper';

jest.setTimeout(60_000);

describe.each(backends())('cart lines carry their draw options on %s', (backend) => {
  const t = setupApp(backend);

  it("answers each ticket line with its game offer's draw options, the counts the cart will accept", async () => {
    const { offers } = (await t.inject({ method: 'GET', url: '/v2/pricing/default/product_offers', sign: 'drawfront' })).json() as { offers: ProductOffer[] };
    const optionsOf = (offer: string, gameOffer: string) => offers.find((candidate) => candidate.key === offer)!.gameTypes.flatMap((type) => type.gameOffers).find((candidate) => candidate.key === gameOffer)!.drawOptions;
    const session = await signUp(t);
    await addToCart(t, session.accessToken, starburstLine());
    const cart = await addToCart(t, session.accessToken, { lottery: 'super-draw-syndicate', game_type: 'syndicate', game_offer: 'super-draw-syndicate-share', num_draws: 1, games: [], quickpick: true, syndicate: { num_shares: 1 } });
    const byOffer = new Map(cart.cartItems.filter(isTicketLine).map((item) => [item.lotteryKey, item.drawOptions]));
    expect(byOffer.get('thursday-starburst')).toEqual(optionsOf('thursday-starburst', 'thursday-starburst-standard'));
    expect(byOffer.get('super-draw-syndicate')).toEqual([1]);
  });
});
