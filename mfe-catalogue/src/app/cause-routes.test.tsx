import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildGameOffer, buildOffer, buildOffersResponse, buildPrices } from '../testing/build-offer';

const kids = { key: 'kids_hospital', urlSlug: 'kids-hospital', name: 'Kids Hospital Fund', description: 'Ward equipment and family support.' };
const rescue = { key: 'coastal_rescue', urlSlug: 'coastal-rescue', name: 'Coastal Rescue Volunteers', description: 'Boats and radios.' };
const raffle = buildOffer({
  key: 'dream-home-raffle',
  url: 'dream-home-raffle',
  name: 'Dream Home Raffle',
  type: 'raffle_ticket',
  causes: [kids, rescue],
  gameTypes: [{ key: 'standard', gameOffers: [buildGameOffer({ minGames: 1, maxGames: 10, defaultGames: 2, numberSets: [], prices: buildPrices(1, 10, 1000), drawOptions: [1] })] }],
});

function renderAt(path: string) {
  // The offers, and no tips (the play page's tips section then stays out of the way).
  const request = jest.fn(async (r: { path: string }) => (r.path === '/tips' ? { tips: [] } : buildOffersResponse([raffle])));
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...buildRemoteProps({ api: buildApi(request) })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
    </MemoryRouter>,
  );
}

describe('cause pages', () => {
  it('/causes lists each cause with a link to its page', async () => {
    renderAt('/causes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our causes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kids Hospital Fund' }).getAttribute('href')).toBe('/causes/kids-hospital');
    expect(screen.getByRole('link', { name: 'Coastal Rescue Volunteers' }).getAttribute('href')).toBe('/causes/coastal-rescue');
  });

  it('/causes/{slug} shows the cause and plays its offers for it', async () => {
    renderAt('/causes/coastal-rescue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coastal Rescue Volunteers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play for this cause Dream Home Raffle' }).getAttribute('href')).toBe('/causes/coastal-rescue/dream-home-raffle');
  });

  it('/causes/{slug}/{offer} opens the play page with that cause chosen', async () => {
    renderAt('/causes/coastal-rescue/dream-home-raffle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Cause to support' }) as HTMLSelectElement).value).toBe('coastal_rescue'));
  });

  it('answers an unknown cause with the not-found page', async () => {
    renderAt('/causes/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});
