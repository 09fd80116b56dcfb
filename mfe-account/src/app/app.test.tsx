import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';

describe('account routes', () => {
  it('shows "page not found" for an unknown sub-path, linking home', () => {
    render(
      <MemoryRouter initialEntries={['/login/nowhere/else']}>
        <AppRoutes {...buildRemoteProps()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try heading home and finding your bearing.' }).getAttribute('href')).toBe('/');
  });

  it('loads an account page on demand, showing a loading status until it arrives', async () => {
    render(
      <MemoryRouter initialEntries={['/my-account']}>
        <AppRoutes {...buildRemoteProps()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading your account');
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
  });

  it('shows the sign-in page at once, without waiting for another chunk', () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AppRoutes {...buildRemoteProps()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it("answers a page at the site's path for it, and the table's path no longer", async () => {
    const site = buildSite({ routeOverrides: { 'my-account': '/account' } });
    const { unmount } = render(
      <MemoryRouter initialEntries={['/account']}>
        <AppRoutes {...buildRemoteProps({ site })} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    unmount();
    render(
      <MemoryRouter initialEntries={['/my-account']}>
        <AppRoutes {...buildRemoteProps({ site })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});
