import { fireEvent, screen } from '@testing-library/react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import { buildCustomer, buildShellContext, renderAt } from '../../testing/test-context';
import { AccountDrawer } from './account-drawer';

function renderDrawer(capabilities: Capability[] = [], routeOverrides: Record<string, string> = {}) {
  const context = buildShellContext({ capabilities, customer: {}, site: { routeOverrides } });
  const events: DrawfrontEvent[] = [];
  context.bus.events$.subscribe((event) => events.push(event));
  const onClose = jest.fn();
  renderAt(<AccountDrawer context={context} customer={buildCustomer({ balance: { amount: 4550, currency: 'AUD' } })} onClose={onClose} />);
  return { events, onClose };
}

const linkNames = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('AccountDrawer', () => {
  it('is a labelled modal dialog with the customer name, focused on open', () => {
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Your account' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Alex Nguyen');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('starts focus on its first page, and names its close button for the menu, not the account', () => {
    renderDrawer();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My account' }));
    expect(screen.getByRole('button', { name: 'Close account menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close account' })).toBeNull();
  });

  it('shows the balance only with wallet-balance', () => {
    renderDrawer(['wallet-balance']);
    expect(screen.getByText('$45.50')).toBeTruthy();
  });

  it('hides the balance without wallet-balance', () => {
    renderDrawer();
    expect(screen.queryByText('$45.50')).toBeNull();
  });

  it('lists only the account pages the site has', () => {
    renderDrawer();
    expect(linkNames()).toEqual(['My account', 'Pre-commitment limit', 'Take a break', 'My details']);
  });

  it('lists every account page when the capabilities are on', () => {
    renderDrawer(['viewing-orders', 'social-syndicates', 'giveaway-entries', 'wallet-deposit', 'wallet-withdrawal', 'wallet-manage', 'spend-limits']);
    expect(linkNames()).toEqual([
      'My account',
      'Upcoming tickets',
      'Past tickets',
      'My Lotto Party',
      'My giveaways',
      'Transactions',
      'Deposit',
      'Withdraw',
      'Cards and accounts',
      'Spend limits',
      'Pre-commitment limit',
      'Take a break',
      'My details',
    ]);
    expect(screen.getByRole('link', { name: 'Past tickets' }).getAttribute('href')).toBe('/my-account/past-tickets');
    expect(screen.getByRole('link', { name: 'Take a break' }).getAttribute('href')).toBe('/my-account/take-a-break');
    expect(screen.getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/my-account/deposit');
    expect(screen.getByRole('link', { name: 'Spend limits' }).getAttribute('href')).toBe('/my-account/spend-limits');
  });

  it('leaves out Cards and accounts without wallet-manage, the capability its page needs', () => {
    renderDrawer(['wallet-deposit']);
    expect(linkNames()).toEqual(['My account', 'Deposit', 'Pre-commitment limit', 'Take a break', 'My details']);
  });

  it("links to the site's own path when the site moves a page", () => {
    renderDrawer(['spend-limits'], { 'spend-limits': '/my-account/limits' });
    expect(screen.getByRole('link', { name: 'Spend limits' }).getAttribute('href')).toBe('/my-account/limits');
  });

  it('asks the session to log out and closes', () => {
    const { events, onClose } = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(events).toContainEqual({ type: 'session/logout-requested', reason: 'user' });
    expect(onClose).toHaveBeenCalled();
  });

  it('closes on Escape', () => {
    const { onClose } = renderDrawer();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
