import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildRemoteProps, buildSite } from '@drawfront/shared/ui/fake-remote-props';
import { AppRoutes } from './app';

const signedIn = { isAuthenticated: true, customerId: 'c-42', accessToken: 'token', customer: null };

// The shell mounts this remote only where group play (social-syndicates) is on.
const site = buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site', 'social-syndicates'] });

function renderLanding(overrides: Partial<RemoteProps> = {}) {
  const props = buildRemoteProps({ navigate: jest.fn(), site, ...overrides });
  render(
    <MemoryRouter initialEntries={['/lotto-party']}>
      <AppRoutes {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('lotto party landing', () => {
  it('explains group play in three steps', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Lotto Party']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Create a group', 'Invite your friends', 'Share the tickets']);
    expect(document.title).toBe('Lotto Party | Demo Lotto');
  });

  it('asks a visitor to sign in and come back here', () => {
    const props = renderLanding();
    const cta = screen.getByRole('link', { name: 'Sign in to start a group' });
    expect(cta.getAttribute('href')).toBe('/login?returnTo=%2Flotto-party');
    fireEvent.click(cta);
    expect(props.navigate).toHaveBeenCalledWith('/login?returnTo=%2Flotto-party');
  });

  it('sends a signed-in customer to create a group', () => {
    const props = buildRemoteProps({ navigate: jest.fn(), site });
    props.session.set(signedIn);
    renderLanding(props);
    fireEvent.click(screen.getByRole('link', { name: 'Create a group' }));
    expect(props.navigate).toHaveBeenCalledWith('/lotto-party/group');
  });

  it('switches the call to action when the customer signs in elsewhere on the page', () => {
    const props = renderLanding();
    expect(screen.queryByRole('link', { name: 'Create a group' })).toBeNull();
    act(() => props.session.set(signedIn));
    expect(screen.getByRole('link', { name: 'Create a group' }).getAttribute('href')).toBe('/lotto-party/group');
  });
});
