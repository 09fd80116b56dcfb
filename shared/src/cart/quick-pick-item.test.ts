import type { PlacementItem } from '../contract/placement';
import { isGameComplete } from '../rules/ticket-completeness';
import { quickPickItem } from './quick-pick-item';

const placement: PlacementItem = {
  offerKey: 'thursday-starburst',
  offerName: 'Thursday Starburst',
  offerUrl: 'thursday-starburst',
  drawNo: 1601,
  drawDate: '2030-01-02T09:30:00.000Z',
  jackpot: null,
  jackpotSuffix: null,
  gameOffer: 'thursday-starburst-standard',
  numberSets: [
    { key: 'numbers', label: 'Numbers', count: 7, min: 1, max: 35 },
    { key: 'powerball', label: 'Powerball', count: 1, min: 1, max: 20 },
  ],
  games: 2,
  price: { amount: 280, currency: 'AUD' },
};

describe('a recommended draw as a one-click line', () => {
  it('is that draw only, its standard game offer, its fewest games, each a complete quick pick', () => {
    const item = quickPickItem(placement);
    expect(item).toMatchObject({ lottery: 'thursday-starburst', gameType: 'standard', gameOffer: 'thursday-starburst-standard', numDraws: 1, firstDrawNo: 1601, quickpick: true });
    expect(item.games).toHaveLength(2);
    for (const game of item.games) expect(isGameComplete({ numbers: game.numbers ?? [], powerball: game.powerball }, placement.numberSets, 'standard')).toBe(true);
  });
});
