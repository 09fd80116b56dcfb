import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { AppRoutes } from './app';

describe('catalogue routes', () => {
  it('shows "page not found" for an unknown sub-path, with a link home through the shell', async () => {
    const navigate = jest.fn();
    render(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <AppRoutes {...buildRemoteProps({ navigate })} />
      </MemoryRouter>,
    );
    // Content has no page there (its page list failed to load, which is ignored): the 404.
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Try heading home and finding your bearing.' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
