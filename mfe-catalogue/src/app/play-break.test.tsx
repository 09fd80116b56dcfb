import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { createSessionStore } from '@drawfront/shared/stores/session-store';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { BuyGuardProvider } from '@drawfront/shared/ui/play-break-notice';
import { AppRoutes } from './app';
import { buildOffersResponse, buildPlayableOffer } from '../testing/build-offer';

// Tuesday 1 January 2030, 11:00 in Sydney.
const NOW = new Date('2030-01-01T00:00:00.000Z');
const sevenDays: PlayBreak = { kind: 'break', period: '7_days', startsAt: '2029-12-31T00:00:00.000Z', endsAt: '2030-01-07T00:00:00.000Z' };

/** The catalogue as the parcel mounts it: under the BuyGuardProvider, for a customer on a break (or not). */
function renderOnBreak(path: string, offers: ProductOffer[], playBreak: PlayBreak | null) {
  const session = createSessionStore({
    isAuthenticated: true,
    customerId: 'c-1',
    accessToken: 'token',
    customer: { customerId: 'c-1', firstname: 'Jo', lastname: 'Citizen', email: 'jo@example.com', balance: { amount: 0, currency: 'AUD' }, forcePasswordChange: false, accountUpgrade: false, playBreak },
  });
  const props = buildRemoteProps({ api: buildApi(async (request) => {
      if (request.path === '/pricing/default/product_offers') return buildOffersResponse(offers);
      throw new Error(`Unexpected API call ${request.path}`);
    }), session });
  render(
    <MemoryRouter initialEntries={[path]}>
      <BuyGuardProvider session={session} site={props.site} i18n={props.i18n} navigate={props.navigate} now={() => NOW}>
        <AppRoutes {...props} clock={() => NOW} />
      </BuyGuardProvider>
    </MemoryRouter>,
  );
}

describe('catalogue during a break', () => {
  const offer = buildPlayableOffer({ key: 'oz-standard' }, { key: 'oz_lotto', name: 'Oz Lotto', url: 'oz-lotto' });

  it('says so once on the home page, and its cards invite no purchase', async () => {
    renderOnBreak('/', [offer], sevenDays);
    await screen.findByRole('heading', { name: 'Oz Lotto' });
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note').textContent).toContain("You're taking a break from play until Monday 7 January 2030 at 11:00 am.");
    expect(screen.queryByRole('link', { name: 'Play now Oz Lotto' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the draw Oz Lotto' }).getAttribute('href')).toBe('/oz-lotto');
  });

  it('puts the notice in place of "Add to cart" on a play page', async () => {
    renderOnBreak('/oz-lotto', [offer], sevenDays);
    await screen.findByRole('heading', { name: 'Your ticket' });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See my break' }).getAttribute('href')).toBe('/my-account/take-a-break');
  });

  it('shows the buy buttons to a customer not on a break', async () => {
    renderOnBreak('/oz-lotto', [offer], null);
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
