import { act, fireEvent, screen } from '@testing-library/react';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSignedInSession } from '@drawfront/shared/testing/build-session';
import { renderLottoParty } from '../testing/render-lotto-party';

// The shell mounts this remote only where group play (social-syndicates) is on.
const site = buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site', 'social-syndicates'] });

function renderLanding(overrides: Partial<RemoteProps> = {}) {
  const props = buildRemoteProps({ navigate: jest.fn(), site, ...overrides });
  renderLottoParty('/lotto-party', props);
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

  it('puts the break notice in place of "Create a group" for a customer on a break', () => {
    const props = buildRemoteProps({ navigate: jest.fn(), site });
    const playBreak = { kind: 'self_exclusion' as const, period: '1_year' as const, startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z' };
    props.session.set(buildSignedInSession(playBreak));
    renderLottoParty('/lotto-party', props, { guarded: true });
    expect(screen.queryByRole('link', { name: 'Create a group' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain("You've excluded yourself from play until");
    fireEvent.click(screen.getByRole('link', { name: 'See my break' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/take-a-break');
  });

  it('sends a signed-in customer to create a group', () => {
    const props = buildRemoteProps({ navigate: jest.fn(), site });
    props.session.set(buildSignedInSession());
    renderLanding(props);
    fireEvent.click(screen.getByRole('link', { name: 'Create a group' }));
    expect(props.navigate).toHaveBeenCalledWith('/lotto-party/group');
  });

  it('switches the call to action when the customer signs in elsewhere on the page', () => {
    const props = renderLanding();
    expect(screen.queryByRole('link', { name: 'Create a group' })).toBeNull();
    act(() => props.session.set(buildSignedInSession()));
    expect(screen.getByRole('link', { name: 'Create a group' }).getAttribute('href')).toBe('/lotto-party/group');
  });
});
