import type { GameTypeKey } from '@drawfront/shared/contract/catalogue';
import { buildGameOffer, buildOffer } from '../../../testing/build-offer';
import { lottoListEntries, offersOfType, partyLotteries } from './list-order';
import type { ListEntry } from './list-order';

const withTypes = (key: string, types: GameTypeKey[], type: 'lottery_ticket' | 'syndicate_share' = 'lottery_ticket') =>
  buildOffer({ key, type, gameTypes: types.map((gameType) => ({ key: gameType, gameOffers: [buildGameOffer()] })) });
const names = (entries: ListEntry[]) => entries.map((entry) => (entry.kind === 'syndicates' ? 'SYNDICATES' : entry.pair ? `${entry.offer.key}+${entry.pair.key}` : entry.offer.key));

describe('lotto list order (storefront §9 "Product-type order")', () => {
  const syndicate = withTypes('syndicate', ['syndicate'], 'syndicate_share');

  it('keeps the API order and inserts the syndicates entry third', () => {
    const offers = [withTypes('a', ['standard']), withTypes('b', ['standard']), withTypes('c', ['standard']), syndicate];
    expect(names(lottoListEntries(offers, { syndicates: true }))).toEqual(['a', 'b', 'SYNDICATES', 'c']);
  });

  it('leaves the syndicates entry out when the site has no syndicates or none is on sale', () => {
    const offers = [withTypes('a', ['standard']), withTypes('b', ['standard']), withTypes('c', ['standard'])];
    expect(names(lottoListEntries([...offers, syndicate], { syndicates: false }))).toEqual(['a', 'b', 'c']);
    expect(names(lottoListEntries(offers, { syndicates: true }))).toEqual(['a', 'b', 'c']);
    expect(names(lottoListEntries([...offers, { ...syndicate, suspended: true }], { syndicates: true }))).toEqual(['a', 'b', 'c']);
  });

  it('puts the syndicates entry last when fewer than two lotteries come before it', () => {
    expect(names(lottoListEntries([withTypes('a', ['standard']), syndicate], { syndicates: true }))).toEqual(['a', 'SYNDICATES']);
  });

  it('moves the first powerhit offer to second place', () => {
    const offers = [withTypes('a', ['standard']), withTypes('b', ['standard']), withTypes('c', ['standard']), withTypes('d', ['standard', 'powerhit']), syndicate];
    expect(names(lottoListEntries(offers, { syndicates: true }))).toEqual(['a', 'd', 'SYNDICATES', 'b', 'c']);
  });

  it('merges a powerhit and a powerpik offer of one lottery into one entry, in either order', () => {
    const offers = [withTypes('a', ['standard']), withTypes('b', ['standard']), withTypes('oz-powerpik', ['powerpik']), withTypes('oz-powerhit', ['powerhit'])];
    expect(names(lottoListEntries(offers, { syndicates: false }))).toEqual(['a', 'oz-powerhit+oz-powerpik', 'b']);
  });

  it('does not merge offers of different lotteries', () => {
    const offers = [withTypes('x-powerhit', ['powerhit']), withTypes('y-powerpik', ['powerpik'])];
    expect(names(lottoListEntries(offers, { syndicates: false }))).toEqual(['x-powerhit', 'y-powerpik']);
  });

  it('selects offers of a type on sale and the lotteries played as a party', () => {
    const offers = [withTypes('a', ['standard', 'lotto_party']), withTypes('b', ['standard']), syndicate, { ...withTypes('c', ['lotto_party']), availability: 'unavailable' as const }];
    expect(offersOfType(offers, 'syndicate_share').map((offer) => offer.key)).toEqual(['syndicate']);
    expect(partyLotteries(offers).map((offer) => offer.key)).toEqual(['a']);
  });
});
