import { buildOffer } from '../../../testing/build-offer';
import { groupOffers } from './offer-groups';

describe('groupOffers', () => {
  it('groups offers on sale by type in shelf order and keeps the API order inside a group', () => {
    const groups = groupOffers([
      buildOffer({ key: 'raffle', type: 'raffle_ticket' }),
      buildOffer({ key: 'b-lotto', type: 'lottery_ticket' }),
      buildOffer({ key: 'a-lotto', type: 'lottery_ticket' }),
      buildOffer({ key: 'closed', type: 'lottery_ticket', availability: 'unavailable' }),
    ]);
    expect(groups.map((group) => [group.type, group.offers.map((offer) => offer.key)])).toEqual([
      ['lottery_ticket', ['b-lotto', 'a-lotto']],
      ['raffle_ticket', ['raffle']],
    ]);
  });
});
