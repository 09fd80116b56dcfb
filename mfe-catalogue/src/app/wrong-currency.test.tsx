import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ProductOffer } from '@drawfront/shared/contract/catalogue';
import { createSessionStore } from '@drawfront/shared/stores/session-store';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { BuyGuardProvider } from '@drawfront/shared/ui/play-break-notice';
import { AppRoutes } from './app';
import { buildOffersResponse, buildPlayableOffer } from '../testing/build-offer';

const NOW = new Date('2030-01-01T00:00:00.000Z');

/** The catalogue on the en-GB pound site as the parcel mounts it, for a customer whose wallet keeps `currency`. */
function renderOnGb(path: string, offers: ProductOffer[], currency: string) {
  const session = createSessionStore({
    isAuthenticated: true,
    customerId: 'c-1',
    accessToken: 'token',
    customer: { customerId: 'c-1', firstname: 'Jo', lastname: 'Citizen', email: 'jo@example.com', balance: { amount: 5001, currency }, forcePasswordChange: false, accountUpgrade: false, playBreak: null },
  });
  const props = buildRemoteProps({
    site: buildSite({ locale: 'en-GB' }),
    api: buildApi(async (request) => {
      if (request.path === '/pricing/default/product_offers') return buildOffersResponse(offers);
      throw new Error(`Unexpected API call ${request.path}`);
    }),
    session,
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BuyGuardProvider session={session} site={props.site} i18n={props.i18n} navigate={props.navigate} now={() => NOW}>
        <AppRoutes {...props} clock={() => NOW} />
      </BuyGuardProvider>
    </MemoryRouter>,
  );
}

describe('the play page for a wallet in another currency than the site', () => {
  const offer = buildPlayableOffer({ key: 'oz-standard' }, { key: 'oz_lotto', name: 'Oz Lotto', url: 'oz-lotto' });

  it('puts which site to buy on in place of "Add to cart"', async () => {
    const { container } = renderOnGb('/oz-lotto', [offer], 'AUD');
    await screen.findByRole('heading', { name: 'Your ticket' });
    const notice = screen.getByRole('note', { name: 'Your wallet is in another currency' });
    expect(notice.textContent).toContain('Purchases on the GB site are charged in GBP, and your wallet is in AUD: buy on the AU site.');
    expect(within(notice).getByRole('link', { name: 'Go to the AU site' }).getAttribute('href')).toMatch(/\?sv=AU$/);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows "Add to cart" to a pound wallet', async () => {
    renderOnGb('/oz-lotto', [offer], 'GBP');
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Your wallet is in another currency' })).toBeNull();
  });
});
