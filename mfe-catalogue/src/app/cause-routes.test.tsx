import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
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

const summary = (cause: typeof kids) => ({ ...cause, offerKeys: ['dream-home-raffle'] });
const notFound = () => new ApiError({ status: 404, message: "cause 'x' not found", code: 'unknown_cause', errors: {}, result: null, reported: false, context: 'test' });

/** The API as the seed answers it: both causes listed, looked up by slug or by key (`GET /causes/{key}`). */
async function answer(r: { path: string; query?: Record<string, unknown> }) {
  if (r.path === '/tips') return { tips: [] };
  if (r.path === '/causes') {
    const all = [summary(rescue), summary(kids)];
    return { causes: r.query?.slug === undefined ? all : all.filter((cause) => cause.urlSlug === r.query?.slug) };
  }
  if (r.path === '/causes/kids_hospital') return summary(kids);
  if (r.path.startsWith('/causes/')) throw notFound();
  return buildOffersResponse([raffle]);
}

function renderAt(path: string) {
  // The offers and causes, and no tips (the play page's tips section then stays out of the way).
  const request = jest.fn(answer);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes {...buildRemoteProps({ api: buildApi(request) })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
    </MemoryRouter>,
  );
  return request;
}

describe('cause pages', () => {
  it('/causes lists each cause from GET /causes with a link to its page', async () => {
    const request = renderAt('/causes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our causes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kids Hospital Fund' }).getAttribute('href')).toBe('/causes/kids-hospital');
    expect(screen.getByRole('link', { name: 'Coastal Rescue Volunteers' }).getAttribute('href')).toBe('/causes/coastal-rescue');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/causes' }));
  });

  it('/causes/{slug} looks the cause up by slug with limit 1, shows it and plays its offers for it', async () => {
    const request = renderAt('/causes/coastal-rescue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coastal Rescue Volunteers' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play for this cause Dream Home Raffle' }).getAttribute('href')).toBe('/causes/coastal-rescue/dream-home-raffle');
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/causes', query: { slug: 'coastal-rescue', limit: 1 } }));
  });

  it('asks GET /causes/{key} when the slug lookup is empty', async () => {
    const request = jest.fn(async (r: { path: string; query?: Record<string, unknown> }) => (r.path === '/causes' ? { causes: [] } : answer(r)));
    render(
      <MemoryRouter initialEntries={['/causes/kids-hospital']}>
        <AppRoutes {...buildRemoteProps({ api: buildApi(request) })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Kids Hospital Fund' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/causes/kids_hospital' }));
  });

  it('/causes/{slug}/{offer} opens the play page with that cause chosen', async () => {
    renderAt('/causes/coastal-rescue/dream-home-raffle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dream Home Raffle' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Cause to support' }) as HTMLSelectElement).value).toBe('coastal_rescue'));
  });

  it('answers an unknown cause (GET /causes/{key} is 404) with the not-found page', async () => {
    const request = renderAt('/causes/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(request).toHaveBeenCalledWith(expect.objectContaining({ path: '/causes/nowhere' }));
  });
});
