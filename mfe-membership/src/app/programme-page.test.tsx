import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildRemoteProps, buildSite } from '@drawfront/shared/ui/fake-remote-props';
import { AppRoutes } from './app';

const programme: Capability[] = ['membership-program', 'membership-purchase'];
const signedIn = { isAuthenticated: true, customerId: 'c-42', accessToken: 'token', customer: null };

function propsFor(capabilities: Capability[]) {
  return buildRemoteProps({ basePath: '/daily-winners', site: buildSite({ capabilities }), navigate: jest.fn() });
}

function renderAt(props: RemoteProps, path = '/daily-winners') {
  render(
    <MemoryRouter basename="/daily-winners" initialEntries={[path]}>
      <AppRoutes {...props} />
    </MemoryRouter>,
  );
}

describe('daily winners landing', () => {
  it('presents the programme with its free and premium tiers and its giveaway types', () => {
    renderAt(propsFor(programme));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Daily Winners']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Membership tiers', 'Giveaways', 'Join Daily Winners']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Free', 'Premium', 'Daily', 'Major', 'Monthly']);
    expect(document.title).toBe('Daily Winners | Demo Lotto');
  });

  it('asks a visitor to sign in and come back to the programme', () => {
    const props = propsFor(programme);
    renderAt(props);
    const cta = screen.getByRole('link', { name: 'Sign in to join' });
    expect(cta.getAttribute('href')).toBe('/login?returnTo=%2Fdaily-winners');
    fireEvent.click(cta);
    expect(props.navigate).toHaveBeenCalledWith('/login?returnTo=%2Fdaily-winners');
  });

  it('sends a signed-in customer to the tiers when the site sells memberships', () => {
    const props = propsFor(programme);
    props.session.set(signedIn);
    renderAt(props);
    expect(screen.getByRole('link', { name: 'Choose your membership' }).getAttribute('href')).toBe('/daily-winners/membership-tiers');
  });

  it('sends a signed-in customer to the winners when the site does not sell memberships', () => {
    const props = propsFor(['membership-program']);
    props.session.set(signedIn);
    renderAt(props);
    expect(screen.getByRole('link', { name: 'See our latest winners' }).getAttribute('href')).toBe('/daily-winners/winners');
  });

  it('shows only a clear message on a site without the programme', () => {
    renderAt(propsFor(['commercial-lotteries']));
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Winners is not available' })).toBeTruthy();
    expect(screen.getByText('This site does not offer the Daily Winners membership.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Membership tiers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to join' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
