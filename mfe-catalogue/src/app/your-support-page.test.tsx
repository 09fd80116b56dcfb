import { screen, within } from '@testing-library/react';
import type { RaffleSupport } from '@drawfront/shared/rules/raffle-support';
import { buildDraw, buildGameOffer, buildOffer, buildOffersResponse } from '../testing/build-offer';
import { answering, apiError, renderCatalogue } from '../testing/render-catalogue';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const hospital = { key: 'kids_hospital', urlSlug: 'kids-hospital', name: 'Kids Hospital Fund', description: 'Equipment for a ward.' };
const raffle = buildOffer({ key: 'dream-home-raffle', name: 'Dream Home Raffle', type: 'raffle_ticket', url: 'dream-home-raffle', causes: [hospital], draws: [buildDraw({ drawNo: 432, purchaseStatus: 'open' }), buildDraw({ drawNo: 433, purchaseStatus: 'pre_order' })],
  gameTypes: [{ key: 'standard', gameOffers: [buildGameOffer({ key: 'dream-home-raffle-tickets', numberSets: [], drawOptions: [1] })] }],
});
const lottery = buildOffer({ key: 'oz-lotto', name: 'Oz Lotto', url: 'oz-lotto' });
const support: RaffleSupport = {
  offerKey: 'dream-home-raffle',
  offerName: 'Dream Home Raffle',
  causes: [hospital],
  draws: [
    { drawNo: 431, drawDate: '2029-12-20T09:00:00.000Z', name: 'Draw 431: Beachside home', ticketsSold: 1_200, raised: { amount: 1_200_000, currency: 'AUD' } },
    { drawNo: 432, drawDate: '2030-01-20T09:00:00.000Z', name: null, ticketsSold: 3, raised: { amount: 3_000, currency: 'AUD' } },
  ],
  ticketsSold: 1_203,
  total: { amount: 1_203_000, currency: 'AUD' },
};
const answers = { '/pricing/default/product_offers': buildOffersResponse([raffle, lottery]), '/raffles/dream-home-raffle/support': support };

describe('/{offer}/your-support', () => {
  it('shows the cause, the total raised and each draw’s tickets and money', async () => {
    renderCatalogue('/dream-home-raffle/your-support', answering(answers));
    expect(await screen.findByText('$12,030.00 raised from 1,203 tickets')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dream Home Raffle: your support' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kids Hospital Fund' }).getAttribute('href')).toBe('/causes/kids-hospital');
    const rows = within(screen.getByRole('table', { name: 'Money raised per draw' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['20 Dec 2029', '1,200', '$12,000.00'],
      ['20 Jan 2030', '3', '$30.00'],
    ]);
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('Draw 432');
    expect(screen.getByRole('link', { name: 'Back to Dream Home Raffle' }).getAttribute('href')).toBe('/dream-home-raffle');
  });

  it('names a cause without a link when the site has no page for it', async () => {
    renderCatalogue('/dream-home-raffle/your-support', answering({ ...answers, '/pricing/default/product_offers': buildOffersResponse([{ ...raffle, availability: 'unavailable' }]) }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Kids Hospital Fund' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Kids Hospital Fund' })).toBeNull();
  });

  it('is a 404 for a lottery, which raises no money for a cause', async () => {
    renderCatalogue('/oz-lotto/your-support', answering(answers));
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  });

  it('says when the money raised could not be loaded, with a retry', async () => {
    renderCatalogue('/dream-home-raffle/your-support', answering({ ...answers, '/raffles/dream-home-raffle/support': apiError(500, 'internal_error') }));
    expect(await screen.findByText("We couldn't load the money raised")).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });

  it('is linked from the raffle’s play page', async () => {
    renderCatalogue('/dream-home-raffle', answering(answers));
    expect((await screen.findByRole('link', { name: 'See how much your tickets have raised' })).getAttribute('href')).toBe('/dream-home-raffle/your-support');
  });

  it('is linked from a raffle draw page', async () => {
    renderCatalogue('/dream-home-raffle/draw/433', answering(answers));
    expect((await screen.findByRole('link', { name: 'See how much your tickets have raised' })).getAttribute('href')).toBe('/dream-home-raffle/your-support');
  });

  it('has no axe violations', async () => {
    const { container } = renderCatalogue('/dream-home-raffle/your-support', answering(answers));
    await screen.findByRole('table');
    expect(await axeViolations(container)).toEqual([]);
  });
});
