import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { CONFIG } from '../testing/build-membership';
import { fakeApi } from '../testing/fake-api';

const WINNER = { name: 'Alex B.', prize: { amount: 100_000, currency: 'AUD' }, giveawayType: 'monthly', drawNumber: 202611, drawnAt: '2026-11-24T09:00:00.000Z', title: 'Monthly $1,000 giveaway' };

describe('/daily-winners/winners', () => {
  it('is open to visitors: a heading that names the page once, and each winner with their prize and when they won', async () => {
    const { api, calls } = fakeApi({ 'GET /v4/config': () => CONFIG, 'GET /v3/winners': () => ({ items: [WINNER], pageInfo: { total: 1 } }) });
    const props = buildRemoteProps({ basePath: '/daily-winners', site: buildSite({ capabilities: ['membership-program'] }), api });
    render(
      <MemoryRouter basename="/daily-winners" initialEntries={['/daily-winners/winners']}>
        <AppRoutes {...props} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent winners' })).toBeTruthy();
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('listitem').textContent).toBe('Alex B. won $1,000.00 in the Monthly $1,000 giveaway · Tuesday, 24 November 2026 at 8:00 pm');
    expect(calls.find((call) => call.path === '/v3/winners')).toMatchObject({ query: { offset: 0 } });
  });
});
