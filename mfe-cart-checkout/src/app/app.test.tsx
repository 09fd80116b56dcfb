import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
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
});
