import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { buildOffer, buildOffersResponse } from '../testing/build-offer';

describe('lotto tickets page', () => {
  it('lists only lottery offers under the "Lotto tickets" heading', async () => {
    const request = jest.fn().mockResolvedValue(
      buildOffersResponse([
        buildOffer({ name: 'Oz Lotto', type: 'lottery_ticket' }),
        buildOffer({ name: 'Surf Raffle', type: 'raffle_ticket' }),
        buildOffer({ name: 'Big Syndicate', type: 'syndicate_share' }),
        buildOffer({ name: 'Powerball', type: 'lottery_ticket' }),
      ]),
    );
    render(
      <MemoryRouter initialEntries={['/lotto-tickets']}>
        <AppRoutes {...buildRemoteProps({ api: buildApi(request) })} clock={() => new Date('2030-01-01T00:00:00.000Z')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lotto tickets' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Oz Lotto' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Oz Lotto', 'Powerball']);
    expect(screen.getByRole('link', { name: 'Play now Powerball' })).toBeTruthy();
    expect(document.title).toBe('Lotto tickets | Demo Lotto');
  });
});
