import { fireEvent, screen } from '@testing-library/react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { membership } from '../testing/build-membership';
import type { MembershipPageOptions } from '../testing/render-membership';
import { renderMembershipPage } from '../testing/render-membership';

const capabilities: Capability[] = ['membership-program', 'giveaway-entries', 'wallet-deposit'];

function renderDeposit(member: ReturnType<typeof membership>, options: MembershipPageOptions = {}) {
  // The landing's giveaways too, for a customer sent there.
  return renderMembershipPage('/daily-winners/deposit', { 'GET /v3/customer': () => member, 'GET /v3/draws': () => ({ items: [], pageInfo: { limit: 9, offset: 0, total: 0 } }) }, { capabilities, ...options });
}

describe('/daily-winners/deposit', () => {
  it('tells a pending-deposit member why to deposit, and takes them to the deposit form', async () => {
    const { props, container } = renderDeposit(membership({ membershipStatus: 'pending-deposit' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit to start winning' })).toBeTruthy();
    expect(screen.getByText('Your Daily Winners entries count once you have made your first deposit.')).toBeTruthy();
    expect(document.title).toBe('Deposit to start winning | Demo Lotto');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your membership is waiting for your first deposit' })).toBeTruthy();
    expect(screen.getByText('Any amount counts. Come back to Daily Winners afterwards to see your entries.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Make a deposit' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/deposit');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells a member their entries already count, and still lets them deposit', async () => {
    renderDeposit(membership());
    expect(await screen.findByRole('heading', { level: 2, name: 'Your entries already count' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toBeTruthy();
  });

  it('asks a customer who is not a member to join first, and shows them where: no deposit link, a way to the opt-in', async () => {
    const { container } = renderDeposit(membership({ membershipStatus: 'non-member', membershipUpdated: null }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Join Daily Winners first' })).toBeTruthy();
    expect(screen.getByText('Opt in on the Daily Winners page: it is free. Your entries count once you have made your first deposit.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Make a deposit' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Join Daily Winners' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Join Daily Winners for free' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts the break notice in place of the deposit link for a customer on a break', async () => {
    renderDeposit(membership({ membershipStatus: 'pending-deposit' }), { playBreak: { kind: 'break', period: '24_hours', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z' } });
    expect((await screen.findByRole('note')).textContent).toContain("You're taking a break from play until");
    expect(screen.queryByRole('link', { name: 'Make a deposit' })).toBeNull();
  });

  it('offers to try again when the membership cannot be read', async () => {
    let reads = 0;
    renderMembershipPage('/daily-winners/deposit', { 'GET /v3/customer': () => (reads++ === 0 ? Promise.reject(new Error('The membership service is down.')) : membership({ membershipStatus: 'pending-deposit' })) }, { capabilities });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load Daily Winners" })).toBeTruthy();
    expect(screen.getByText('The membership service is down.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Make a deposit' })).toBeTruthy();
  });
});
