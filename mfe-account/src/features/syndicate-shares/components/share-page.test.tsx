import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { CAPABILITIES } from '@drawfront/shared/contract/capabilities';
import type { SyndicateShare } from '@drawfront/shared/contract/syndicates';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { LatestShares } from './latest-shares';
import { SharePage } from './share-page';

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const share: SyndicateShare = {
  id: 's-1',
  checkoutId: 'chk-1',
  syndicateKey: 'big-syndicate',
  syndicateName: 'Big Syndicate',
  offerUrl: 'big-syndicate',
  drawNo: 4412,
  drawDate: '2030-01-05T09:30:00.000Z',
  status: 'scored',
  shares: 2,
  syndicateSize: 50,
  sharesSold: 20,
  price: aud(5000),
  tickets: [
    { game: { numbers: [1, 2, 3, 4, 5, 6] }, division: null, prize: null },
    { game: { numbers: [7, 8, 9, 10, 11, 12] }, division: 4, prize: aud(3600) },
  ],
  prize: { syndicate: aud(3600), yours: aud(144) },
};

function renderAt(path: string, answer: (request: ApiRequest) => unknown) {
  const props = buildRemoteProps({ api: buildApi(jest.fn(async (r: ApiRequest) => answer(r))), site: buildSite({ capabilities: [...CAPABILITIES] }) });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/syndicate-tickets/share/:id" element={<SharePage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} />} />
        <Route path="/my-account/upcoming-tickets" element={<LatestShares api={props.api} i18n={props.i18n} site={props.site} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('syndicate share page', () => {
  it("shows the shares held, the syndicate's tickets and this customer's part of the prize", async () => {
    renderAt('/my-account/syndicate-tickets/share/s-1', () => share);
    expect(await screen.findByRole('heading', { level: 2, name: 'Big Syndicate' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Syndicate share' })).toBeTruthy();
    expect(screen.getByText('2 of 50')).toBeTruthy();
    expect(screen.getByText('Syndicate prize').nextSibling?.textContent).toBe('$36.00');
    expect(screen.getByText('Your share of the prize').nextSibling?.textContent).toBe('$1.44');
    expect(screen.getByRole('heading', { level: 2, name: "The syndicate's tickets (2)" })).toBeTruthy();
    expect(screen.getByText('Division 4: $36.00', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View the receipt' }).getAttribute('href')).toBe('/receipt/chk-1');
  });

  it('says when the share is not this customer’s', async () => {
    renderAt('/my-account/syndicate-tickets/share/s-9', () => {
      throw new ApiError({ status: 404, message: 'not found', code: 'syndicate_share_not_found', errors: {}, result: null, reported: false, context: 'GET' });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Syndicate share not found' })).toBeTruthy();
  });

  it('lists the latest shares, each linking its page', async () => {
    renderAt('/my-account/upcoming-tickets', () => ({ shares: [share], pageInfo: { limit: 10, offset: 0, total: 1 } }));
    expect((await screen.findByRole('link', { name: 'Big Syndicate, draw 4412: 2 shares' })).getAttribute('href')).toBe('/my-account/syndicate-tickets/share/s-1');
  });
});
