import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PlayBreak } from '../rules/play-break';
import { createSessionStore, signedOut } from '../stores/session-store';
import type { SessionState } from '../stores/session-store';
import { buildI18n, buildSite } from '../testing/build-remote-props';
import { BuyOrBreak } from './play-break-notice';
import { axeViolations } from '../testing/axe-violations';

const NOW = new Date('2026-11-24T09:00:00.000Z');
const sevenDays: PlayBreak = { kind: 'break', period: '7_days', startsAt: '2026-11-23T09:00:00.000Z', endsAt: '2026-11-30T09:00:00.000Z' };

function signedIn(playBreak: PlayBreak | null): SessionState {
  return {
    isAuthenticated: true,
    customerId: 'c-1',
    accessToken: 'token',
    customer: { customerId: 'c-1', firstname: 'Jo', lastname: 'Citizen', email: 'jo@example.com', balance: { amount: 0, currency: 'AUD' }, forcePasswordChange: false, accountUpgrade: false, playBreak },
  };
}

function renderBuy(state: SessionState) {
  const session = createSessionStore(state);
  const site = buildSite();
  const navigate = jest.fn();
  const view = render(
    <BuyOrBreak session={session} site={site} i18n={buildI18n(site)} navigate={navigate} now={() => NOW}>
      <button type="button">Add to cart</button>
    </BuyOrBreak>,
  );
  return { ...view, session, navigate };
}

describe('BuyOrBreak', () => {
  it('shows the buy button to a visitor and to a customer with no break', () => {
    renderBuy(signedOut);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    renderBuy(signedIn(null));
    expect(screen.getAllByRole('button', { name: 'Add to cart' })).toHaveLength(2);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("puts the break's notice and a link to it in place of the button while the break is in force", () => {
    const { navigate } = renderBuy(signedIn(sevenDays));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const note = screen.getByRole('note', { name: 'You are on a break from play' });
    expect(note.textContent).toContain("You're taking a break from play until Monday 30 November 2026 at 8:00 pm. You can still see your tickets, collect prizes and withdraw.");
    fireEvent.click(screen.getByRole('link', { name: 'See my break' }));
    expect(navigate).toHaveBeenCalledWith('/my-account/take-a-break');
  });

  it('follows the session: a break taken elsewhere replaces the button at once', () => {
    const { session } = renderBuy(signedIn(null));
    act(() => session.set(signedIn({ kind: 'self_exclusion', period: 'permanent', startsAt: '2026-11-24T08:00:00.000Z', endsAt: null })));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.getByRole('note').textContent).toContain("You've excluded yourself from play permanently.");
  });

  it('gives the button back once the break has ended', () => {
    renderBuy(signedIn({ ...sevenDays, startsAt: '2026-11-10T09:00:00.000Z', endsAt: '2026-11-17T09:00:00.000Z' }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = renderBuy(signedIn(sevenDays));
    expect(await axeViolations(container)).toEqual([]);
  });
});
