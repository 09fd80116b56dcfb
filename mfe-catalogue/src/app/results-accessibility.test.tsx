import { screen } from '@testing-library/react';
import { buildOffer, buildOffersResponse } from '../testing/build-offer';
import { buildDrawDetails, buildFairness, buildPastResults, buildRaffleWinner, buildResult, buildResults, buildStatistics } from '../testing/build-result';
import { answering, renderCatalogue } from '../testing/render-catalogue';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const offers = buildOffersResponse([
  buildOffer({ key: 'oz-lotto', name: 'Oz Lotto', url: 'oz-lotto' }),
  buildOffer({ key: 'surf-raffle', name: 'Surf Raffle', url: 'surf-raffle', type: 'raffle_ticket' }),
]);
const past = buildResults(12);
const raffleDetails = buildDrawDetails({
  offerKey: 'surf-raffle',
  offerName: 'Surf Raffle',
  drawType: 'raffle_ticket_draw',
  drawNo: 312,
  numbers: { numbers: [10423] },
  divisions: [],
  raffleWinners: [buildRaffleWinner()],
  fairness: buildFairness({ barrels: [], ticketsSold: 80_000 }),
});
const answers = {
  '/pricing/default/product_offers': offers,
  '/draw/full_result': {
    results: [
      ...Array.from({ length: 6 }, (_, i) => buildResult({ offerKey: `lotto-${i}`, offerName: `Lotto ${i}`, offerUrl: `lotto-${i}`, drawNo: 1500 + i })),
      buildResult({ offerKey: 'pb', offerName: 'Powerball', offerUrl: 'pb', numbers: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] } }),
    ],
  },
  '/draws/pricing/default/past/oz-lotto?limit=5&offset=0': buildPastResults(past.slice(0, 5), { total: 12 }),
  '/draws/pricing/default/past/oz-lotto?limit=5&offset=10': buildPastResults(past.slice(10), { offset: 10, total: 12 }),
  '/draws/past/archived/oz-lotto/2029/12': buildPastResults(past.slice(1, 5)),
  '/draw/details/oz-lotto/1500': buildDrawDetails(),
  '/draws/pricing/default/past/surf-raffle': buildPastResults([buildResult({ offerKey: 'surf-raffle', drawNo: 312 })]),
  '/draw/details/surf-raffle/312': raffleDetails,
  '/statistics/oz-lotto': buildStatistics(),
};

describe('results pages have no axe violations', () => {
  it.each([
    ['every offer’s results', '/lotto-results', 'Lotto 0'],
    ['an offer’s results with its archive', '/oz-lotto/results', 'Month'],
    ['a month of results', '/oz-lotto/results/2029-12', 'Draw 1499'],
    ['a bad month', '/oz-lotto/results/2029-13', 'Month'],
    ['a lottery draw with its proof', '/oz-lotto/results/draw/1500', 'Barrels used'],
    ['a raffle draw', '/surf-raffle/results/draw/312', 'Winners of draw 312'],
    ['raffle winners', '/surf-raffle/winners', 'Winners of draw 312'],
    ['number statistics', '/oz-lotto/statistics', 'Hot numbers'],
  ])('%s (%s)', async (_name, path, loaded) => {
    const { container } = renderCatalogue(path, answering(answers));
    await screen.findAllByText(loaded);
    expect(await axeViolations(container)).toEqual([]);
  });
});
