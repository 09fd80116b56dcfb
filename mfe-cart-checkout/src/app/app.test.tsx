import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';

describe('cart-checkout routes', () => {
  it('shows "page not found" for an unknown sub-path, linking home', () => {
    render(
      <MemoryRouter initialEntries={['/cart-and-more/nowhere']}>
        <AppRoutes {...buildRemoteProps()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try heading home and finding your bearing.' }).getAttribute('href')).toBe('/');
  });

  it('hands /deposit over to the account deposit page with its amount and return path, replacing itself in history', async () => {
    const navigate = jest.fn();
    render(
      <MemoryRouter initialEntries={['/deposit?amount=12.50&returnTo=/cart/buy']}>
        <AppRoutes {...buildRemoteProps({ navigate, site: buildSite({ capabilities: ['wallet-deposit'] }) })} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/my-account/deposit?amount=12.50&returnTo=%2Fcart%2Fbuy', { replace: true }));
    expect(screen.getByRole('status').textContent).toContain('Taking you to the deposit page');
  });
});
