import { sharePrices, syndicateCartItem } from './syndicate-item';

describe('syndicate share item', () => {
  it('sends the shares and no games or price', () => {
    expect(syndicateCartItem({ lottery: 'big-syndicate', gameOffer: 'big-share', numShares: 3 })).toEqual({
      lottery: 'big-syndicate',
      gameType: 'syndicate',
      gameOffer: 'big-share',
      numDraws: 1,
      games: [],
      quickpick: true,
      syndicate: { numShares: 3 },
    });
    expect(syndicateCartItem({ lottery: 'a', gameOffer: 'b', numShares: 1, firstDrawNo: 4412 }).firstDrawNo).toBe(4412);
  });

  it('prices shares at cost per share × shares', () => {
    expect(sharePrices({ prices: [{ games: 1, price: 2500 }, { games: 2, price: 5000 }] }, 4)).toEqual({ perShare: 2500, total: 10_000 });
    expect(sharePrices({ prices: [{ games: 2, price: 5000 }] }, 1)).toBeNull();
  });
});
