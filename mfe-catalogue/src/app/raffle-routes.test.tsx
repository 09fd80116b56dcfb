import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildDraw, buildOffer, buildOffersResponse } from '../testing/build-offer';

const raffle = buildOffer({
  key: 'dream-home-raffle',
  name: 'Dream Home Raffle',
  type: 'raffle_ticket',
  url: 'dream-home-raffle',
  draws: [
    buildDraw({ drawNo: 431, name: 'Draw 431: Beachside home', purchaseStatus: 'sold_out' }),
    buildDraw({ drawNo: 432, name: 'Draw 432: City penthouse', purchaseStatus: 'open' }),
    buildDraw({ drawNo: 434, name: 'Draw 434: Farm', purchaseStatus: 'open' }),
    buildDraw({ drawNo: 433, name: 'Draw 433: Lakeside cottage', purchaseStatus: 'pre_order' }),
  ],
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, site = buildSite()) {
  const request = jest.fn().mockResolvedValue(buildOffersResponse([raffle]));
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...buildRemoteProps({ api: buildApi(request), site })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
      <Where />
    </MemoryRouter>,
  );
}

describe('raffle draw pages', () => {
  it('shows a later open draw with its status, a buy link and the other draws on their own paths', async () => {
    renderAt('/dream-home-raffle/draw/434');
    expect(await screen.findByRole('heading', { level: 1, name: 'Draw 434: Farm' })).toBeTruthy();
    expect(screen.getByText('On sale now')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy tickets' }).getAttribute('href')).toBe('/dream-home-raffle/draw/434/buy');
    // The first draw on sale lives on the plain product path; every other draw, pre-order and sold out included, on its own.
    expect(screen.getByRole('link', { name: 'Draw 432: City penthouse' }).getAttribute('href')).toBe('/dream-home-raffle');
    expect(screen.getByRole('link', { name: 'Draw 431: Beachside home' }).getAttribute('href')).toBe('/dream-home-raffle/draw/431');
    expect(screen.getByRole('link', { name: 'Draw 433: Lakeside cottage' }).getAttribute('href')).toBe('/dream-home-raffle/draw/433');
    expect(screen.getByRole('link', { name: 'Enter free by post' }).getAttribute('href')).toBe('/dream-home-raffle/buy?free-postal-entry');
  });

  it('offers a pre-order draw for pre-order and a sold-out one not at all', async () => {
    renderAt('/dream-home-raffle/draw/433');
    expect(await screen.findByRole('link', { name: 'Pre-order tickets' })).toBeTruthy();
    expect(screen.getByText(/^Pre-order: you pay/)).toBeTruthy();
  });

  it('shows no buy link for a sold-out draw', async () => {
    renderAt('/dream-home-raffle/draw/431');
    expect(await screen.findByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Buy tickets|Pre-order tickets/ })).toBeNull();
  });

  it('sends the first draw on sale to the plain product path', async () => {
    renderAt('/dream-home-raffle/draw/432');
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toBe('/dream-home-raffle'));
  });

  it('explains free postal entry on /buy?free-postal-entry', async () => {
    renderAt('/dream-home-raffle/buy?free-postal-entry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter Dream Home Raffle free by post' })).toBeTruthy();
  });

  it("gives the site's address for free entries, line by line", async () => {
    const site = buildSite();
    renderAt('/dream-home-raffle/buy?free-postal-entry', { ...site, constants: { ...site.constants, freeEntryAddress: ['Demo Free Entries', 'PO Box 1', 'Sydney NSW 2001'] } });
    const address = (await screen.findByText(/Demo Free Entries/)).closest('address');
    expect(address?.textContent).toBe('Demo Free EntriesPO Box 1Sydney NSW 2001');
    expect(screen.getByText(/Post it in its own envelope to the address below/)).toBeTruthy();
  });

  it('goes from a draw buy link to the play page starting at that draw', async () => {
    renderAt('/dream-home-raffle/draw/433/buy');
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toBe('/dream-home-raffle?firstDrawNo=433'));
  });
});
