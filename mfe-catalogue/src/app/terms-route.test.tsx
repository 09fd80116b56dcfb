import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildOffer, buildOffersResponse } from '../testing/build-offer';

const raffle = buildOffer({ key: 'dream-home-raffle', url: 'dream-home-raffle', name: 'Dream Home Raffle', type: 'raffle_ticket' });

function renderAt(path: string) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/pricing/default/product_offers') return buildOffersResponse([raffle]);
    if (r.path === '/terms/dream-home-raffle') return { offerKey: 'dream-home-raffle', drawNo: null, title: 'Dream Home Raffle: terms and conditions', sections: [{ heading: 'Who can play', paragraphs: ['You must be 18 or older.'] }], updatedAt: '2030-01-01T00:00:00.000Z' };
    if (r.path === '/terms/dream-home-raffle/432') return { offerKey: 'dream-home-raffle', drawNo: 432, title: 'Draw 432: terms and conditions', sections: [{ heading: 'Prize', paragraphs: ['A city penthouse.'] }], updatedAt: '2030-01-01T00:00:00.000Z' };
    throw new Error(`Unexpected API call ${r.path}`);
  });
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...buildRemoteProps({ api: buildApi(request) })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
    </MemoryRouter>,
  );
  return request;
}

describe('terms pages', () => {
  it("shows an offer's terms from the API, section by section", async () => {
    renderAt('/dream-home-raffle/terms-and-conditions');
    expect(await screen.findByRole('heading', { level: 2, name: 'Who can play' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dream Home Raffle: terms and conditions' })).toBeTruthy();
    expect(screen.getByText('You must be 18 or older.')).toBeTruthy();
  });

  it("shows a draw's terms with a link to the offer's", async () => {
    renderAt('/dream-home-raffle/terms-and-conditions/432');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw 432: terms and conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Dream Home Raffle terms' }).getAttribute('href')).toBe('/dream-home-raffle/terms-and-conditions');
  });

  it('answers a malformed draw number with the not-found page', async () => {
    renderAt('/dream-home-raffle/terms-and-conditions/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});
