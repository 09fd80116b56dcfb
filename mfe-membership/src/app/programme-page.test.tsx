import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { CustomerMembership } from '@drawfront/shared/contract/membership';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSignedInSession } from '@drawfront/shared/testing/build-session';
import { CONFIG, giveaway, membership } from '../testing/build-membership';
import { fakeApi } from '../testing/fake-api';
import { renderMembership, renderMembershipPage } from '../testing/render-membership';

const programme: Capability[] = ['membership-program', 'membership-purchase', 'giveaway-entries'];

function renderLanding(options: { member?: CustomerMembership | null; capabilities?: Capability[]; handlers?: Parameters<typeof fakeApi>[0] } = {}) {
  const { api, calls } = fakeApi({
    'GET /v4/config': () => CONFIG,
    'GET /v3/customer': () => options.member,
    'GET /v3/draws': () => ({ items: [], pageInfo: { limit: 9, offset: 0, total: 0 } }),
    ...options.handlers,
  });
  const props = buildRemoteProps({ basePath: '/daily-winners', site: buildSite({ capabilities: options.capabilities ?? programme }), navigate: jest.fn(), notify: jest.fn(), api });
  if (options.member !== undefined) props.session.set(buildSignedInSession());
  renderMembership('/daily-winners', props);
  return { props, calls };
}

describe('daily winners landing by status and tier', () => {
  it('asks a visitor to sign in and come back, without reading a membership', async () => {
    const { props, calls } = renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Daily Winners']);
    const cta = await screen.findByRole('link', { name: 'Sign in to join' });
    expect(cta.getAttribute('href')).toBe('/login?returnTo=%2Fdaily-winners');
    fireEvent.click(cta);
    expect(props.navigate).toHaveBeenCalledWith('/login?returnTo=%2Fdaily-winners');
    expect(calls.map((call) => call.path)).not.toContain('/v3/customer');
    expect(calls.every((call) => call.service === 'membership')).toBe(true);
    expect(document.title).toBe('Daily Winners | Demo Lotto');
  });

  it('lets a non-member join for free in version 3.2, with a success notification and member messaging', async () => {
    const { props, calls } = renderLanding({ member: membership({ membershipStatus: 'non-member', membershipUpdated: null }), handlers: { 'PUT /membership': () => membership() } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Join Daily Winners for free' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(await screen.findByRole('heading', { level: 2, name: "You're a Daily Winners member" })).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put).toMatchObject({ path: '/membership', version: '3.2', body: { membershipProgram: 'daily_winners', membershipStatus: 'member' } });
    expect(props.notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'success', title: 'Welcome to Daily Winners' }));
    expect(screen.getByRole('link', { name: 'Go premium' }).getAttribute('href')).toBe('/daily-winners/membership-tiers');
    expect(screen.getByRole('link', { name: 'Your closed giveaways and wins' }).getAttribute('href')).toBe('/my-account/closed-giveaways');
  });

  /** The landing for a signed-in customer on `playBreak`, inside the remote's buy guard, as the app mounts it. */
  function renderOnBreak(member: ReturnType<typeof membership>, playBreak: PlayBreak) {
    const { api } = fakeApi({ 'GET /v4/config': () => CONFIG, 'GET /v3/customer': () => member, 'GET /v3/draws': () => ({ items: [], pageInfo: { limit: 9, offset: 0, total: 0 } }) });
    const props = buildRemoteProps({ basePath: '/daily-winners', site: buildSite({ capabilities: programme }), navigate: jest.fn(), api });
    props.session.set(buildSignedInSession(playBreak));
    renderMembership('/daily-winners', props, { guarded: true });
  }

  it('puts the break notice in place of "Go premium" for a member on a break', async () => {
    renderOnBreak(membership(), { kind: 'break', period: '24_hours', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z' });
    expect((await screen.findByRole('note')).textContent).toContain("You're taking a break from play until");
    expect(screen.queryByRole('link', { name: 'Go premium' })).toBeNull();
  });

  it('puts the break notice in place of "Join for free" for a customer on a break', async () => {
    renderOnBreak(membership({ membershipStatus: 'non-member' }), { kind: 'self_exclusion', period: '1_year', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z' });
    expect((await screen.findByRole('note')).textContent).toContain("You've excluded yourself from play until");
    expect(screen.queryByRole('button', { name: 'Join for free' })).toBeNull();
  });

  it('shows a failed join as an error message and keeps the join button', async () => {
    renderLanding({ member: membership({ membershipStatus: 'non-member' }), handlers: { 'PUT /membership': () => Promise.reject(new Error('The programme is closed today.')) } });
    fireEvent.click(await screen.findByRole('button', { name: 'Join for free' }));
    expect(await screen.findByText('The programme is closed today.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join for free' })).toBeTruthy();
  });

  it('asks a pending-deposit member to deposit on the programme deposit page', async () => {
    renderLanding({ member: membership({ membershipStatus: 'pending-deposit' }) });
    expect(await screen.findByRole('heading', { level: 2, name: 'One step to go: make a deposit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a deposit' }).getAttribute('href')).toBe('/daily-winners/deposit');
  });

  it('gives a premium member premium messaging with their renewal date and the benefits', async () => {
    renderLanding({ member: membership({ membershipTier: 'premium', premium: { start: '2026-11-24T09:00:00.000Z', end: '2026-12-24T09:00:00.000Z', cancelledAt: null } }) });
    expect(await screen.findByRole('heading', { level: 2, name: "You're a Premium member" })).toBeTruthy();
    expect(screen.getByText(/renews on Thursday, 24 December 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open my member benefits' })).toBeTruthy();
  });

  it('offers a free member the giveaways rather than premium where the site does not sell it', async () => {
    renderLanding({ member: membership(), capabilities: ['membership-program'] });
    expect(await screen.findByRole('link', { name: 'See your giveaways' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go premium' })).toBeNull();
  });

  it('shows only a clear message on a site without the programme', () => {
    renderLanding({ capabilities: ['commercial-lotteries'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Winners is not available' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in to join' })).toBeNull();
  });

  it('answers a failed config read with a retry', async () => {
    renderLanding({ handlers: { 'GET /v4/config': () => Promise.reject(new Error('down')) } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
  });
});

describe('daily winners landing, accessibly', () => {
  const current = { 'GET /v3/draws': () => ({ items: [giveaway()], pageInfo: { limit: 9, offset: 0, total: 1 } }) };

  it('has no axe violations for a visitor, with the current giveaways linking to their pages', async () => {
    const { container } = renderMembershipPage('/daily-winners', current, { signedIn: false });
    expect((await screen.findByRole('link', { name: 'Monthly $1,000 giveaway' })).getAttribute('href')).toBe('/daily-winners/giveaways/monthly/202611');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Join Daily Winners', 'Current giveaways', 'Membership tiers', 'Giveaway types']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations for a premium member, and says why their member benefits cannot open', async () => {
    // jsdom cannot follow the benefits address (another site); a refused link is what the page itself shows.
    const { calls, container } = renderMembershipPage('/daily-winners', { ...current, 'GET /v3/customer': () => membership({ membershipTier: 'premium' }), 'GET /v3/benefits': () => Promise.reject(new Error('Member benefits are closed for maintenance.')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Open my member benefits' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrongMember benefits are closed for maintenance.');
    expect(calls.filter((call) => call.path === '/v3/benefits')).toEqual([expect.objectContaining({ service: 'membership' })]);
    expect(screen.getByRole('link', { name: 'Manage my membership' }).getAttribute('href')).toBe('/daily-winners/membership-tiers');
    expect(await axeViolations(container)).toEqual([]);
  });
});
