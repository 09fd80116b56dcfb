import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import { createSessionStore } from '@drawfront/shared/stores/session-store';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildOffersResponse, buildPlayableOffer } from '../testing/build-offer';

const ozLotto = buildPlayableOffer({ key: 'oz-standard' }, { key: 'oz_lotto', name: 'Oz Lotto', url: 'oz-lotto' });

function renderPlay(signedIn: boolean) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path === '/pricing/default/product_offers') return buildOffersResponse([ozLotto]);
    if (r.path === '/favourite-numbers') return { numbers: [4, 8, 15, 16, 23, 42, 44] };
    throw new Error(`Unexpected API call ${r.path}`);
  });
  const session = createSessionStore(signedIn ? { isAuthenticated: true, customerId: 'c-1', accessToken: 'token', customer: null } : undefined);
  render(
    <MemoryRouter initialEntries={['/oz-lotto']}>
      <AppRoutes {...buildRemoteProps({ api: buildApi(request), session, site: buildSite({ capabilities: [...CAPABILITIES] }) })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
    </MemoryRouter>,
  );
  return request;
}

describe('use my favourites', () => {
  it('fills the game being edited with the signed-in customer favourite numbers', async () => {
    renderPlay(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Use my favourites Game 1' }));
    for (const number of [4, 8, 15, 16, 23, 42]) expect(screen.getByRole('button', { name: `Number ${number}` }).getAttribute('aria-pressed')).toBe('true');
    // Only the first six that fit: 44 stays out of a 6-number game.
    expect(screen.getByRole('button', { name: 'Number 44' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('is not offered to a visitor', async () => {
    const request = renderPlay(false);
    await screen.findByRole('button', { name: 'Quick pick Game 1' });
    expect(screen.queryByRole('button', { name: 'Use my favourites Game 1' })).toBeNull();
    expect(request.mock.calls.some(([r]) => r.path === '/favourite-numbers')).toBe(false);
  });
});
