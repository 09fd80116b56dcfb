import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';
import { CONFIG } from '../testing/build-membership';
import { fakeApi } from '../testing/fake-api';
import { renderMembershipPage } from '../testing/render-membership';

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

describe('/daily-winners/winners, page by page', () => {
  const winner = (n: number) => ({ ...WINNER, name: `Winner ${n}.`, drawNumber: n });

  it('reads the next page at offset 9 when the visitor asks, and says where they are', async () => {
    const { calls, container } = renderMembershipPage('/daily-winners/winners', { 'GET /v3/winners': (request) => ({ items: request.query?.offset === 9 ? [winner(10)] : Array.from({ length: 9 }, (_, i) => winner(i + 1)), pageInfo: { limit: 9, offset: request.query?.offset, total: 10 } }) }, { signedIn: false });
    expect(await screen.findByText('Winner 9.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Winner 10.')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/v3/winners').map((call) => call.query)).toEqual([{ limit: 9, offset: 0 }, { limit: 9, offset: 9 }]);
  });

  it('says when nobody has won yet', async () => {
    renderMembershipPage('/daily-winners/winners', { 'GET /v3/winners': () => ({ items: [], pageInfo: { limit: 9, offset: 0, total: 0 } }) }, { signedIn: false });
    expect(await screen.findByText('No giveaway has been drawn yet: the first winners appear here.')).toBeTruthy();
  });

  it('writes a prize without an amount as the giveaway won', async () => {
    renderMembershipPage('/daily-winners/winners', { 'GET /v3/winners': () => ({ items: [{ ...WINNER, prize: { amount: 0, currency: 'AUD' }, title: 'Summer car giveaway' }], pageInfo: { limit: 9, offset: 0, total: 1 } }) }, { signedIn: false });
    expect((await screen.findByText('Alex B.')).closest('li')!.textContent).toBe('Alex B. won the Summer car giveaway · Tuesday, 24 November 2026 at 8:00 pm');
  });

  it('offers to try again when the winners cannot be read', async () => {
    let reads = 0;
    renderMembershipPage('/daily-winners/winners', { 'GET /v3/winners': () => (reads++ === 0 ? Promise.reject(new Error('down')) : { items: [WINNER], pageInfo: { limit: 9, offset: 0, total: 1 } }) }, { signedIn: false });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load the winners" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Alex B.')).toBeTruthy();
  });
});
