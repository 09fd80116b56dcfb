import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { GiveawayDraw } from '@drawfront/shared/contract/membership';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { giveaway, membership } from '../testing/build-membership';
import { renderMembershipPage } from '../testing/render-membership';

// Unlocking the monthly giveaway, locked content and opting in to a daily one are in giveaway-pages.test.tsx.
const daily = (overrides: Partial<GiveawayDraw> = {}) =>
  giveaway({ id: 'd-1', type: 'daily', number: 20261125, title: 'Daily $100 giveaway', pill: null, prize: { amount: 10_000, currency: 'AUD' }, permits: 'NSW TP/01234', entry: { ...giveaway().entry!, drawId: 'd-1', entryStatus: 'unlocked', entries: 1, numberOfEntriesText: '1 entry' }, ...overrides });
const DAILY_AT = '/daily-winners/giveaways/daily/20261125';

function renderGiveaway(draw: GiveawayDraw, member = membership(), handlers: Parameters<typeof renderMembershipPage>[1] = {}) {
  return renderMembershipPage(`/daily-winners/giveaways/${draw.type}/${draw.number}`, { [`GET /v3/draws/${draw.type}/${draw.number}`]: () => draw, 'GET /v3/customer': () => member, ...handlers });
}

describe('a giveaway page', () => {
  it('shows the giveaway: its title, prize, times and permits, and the member’s entry', async () => {
    const { container } = renderGiveaway(daily());
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily $100 giveaway' })).toBeTruthy();
    expect(document.title).toBe('Daily $100 giveaway | Demo Lotto');
    expect(Array.from(container.querySelectorAll('.membership-page > dl > *')).map((cell) => cell.textContent)).toEqual([
      'Prize',
      '$100.00',
      'Opened',
      'Sunday, 1 November 2026 at 12:00 am',
      'Closes',
      'Monday, 30 November 2026 at 8:00 pm',
      'Permits',
      'NSW TP/01234',
    ]);
    expect(screen.getByTestId('membership-entry').textContent).toBe("You're in: 1 entry");
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets a member leave a daily giveaway: the entry call with status locked, then the entry read again', async () => {
    let reads = 0;
    const { calls } = renderGiveaway(daily(), membership(), {
      'GET /v3/draws/daily/20261125': () => (reads++ === 0 ? daily() : daily({ entry: { ...daily().entry!, entryStatus: 'locked', entries: 0, numberOfEntriesText: 'No entries yet' } })),
      'PUT /v3/draws/d-1': () => ({ ...daily().entry, entryStatus: 'locked', entries: 0, numberOfEntriesText: 'No entries yet' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave this giveaway' }));
    expect(await screen.findByRole('button', { name: 'Enter this giveaway' })).toBeTruthy();
    expect(screen.getByTestId('membership-entry').textContent).toBe('Locked');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ service: 'membership', path: '/v3/draws/d-1', body: { entryStatus: 'locked' } })]);
  });

  it('shows why an entry could not change, and keeps the button', async () => {
    renderGiveaway(daily(), membership(), { 'PUT /v3/draws/d-1': () => Promise.reject(new Error('This giveaway has closed.')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave this giveaway' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrongThis giveaway has closed.');
    expect(screen.getByRole('button', { name: 'Leave this giveaway' })).toBeTruthy();
  });

  it('says a pending unlock is pending, with no button to ask again', async () => {
    renderGiveaway(giveaway({ entry: { ...giveaway().entry!, unlockRequest: 'pending' } }));
    expect((await screen.findByText('Your unlock request is pending.')).getAttribute('role')).toBe('status');
    expect(screen.getByTestId('membership-entry').textContent).toBe('Unlock requested: pending');
    expect(screen.queryByRole('button', { name: 'Unlock my entry' })).toBeNull();
  });

  it('sends a customer who is not a member to the landing to join', async () => {
    renderGiveaway(daily({ entry: null }), membership({ membershipStatus: 'non-member', membershipUpdated: null }), { 'GET /v3/draws': () => ({ items: [], pageInfo: { limit: 9, offset: 0, total: 0 } }) });
    expect(await screen.findByText('Members only')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Join Daily Winners to enter' }));
    expect(await screen.findByRole('button', { name: 'Join for free' })).toBeTruthy();
  });

  it('sends a pending-deposit member to the programme’s deposit page', async () => {
    renderGiveaway(daily(), membership({ membershipStatus: 'pending-deposit' }));
    expect((await screen.findByRole('link', { name: 'Make a deposit' })).getAttribute('href')).toBe('/daily-winners/deposit');
    expect(screen.queryByRole('button', { name: 'Leave this giveaway' })).toBeNull();
  });

  it('shows a drawn giveaway’s winners and the customer’s outcome, with nothing left to do', async () => {
    const winner = { name: 'Alex B.', prize: { amount: 10_000, currency: 'AUD' }, giveawayType: 'daily' as const, drawNumber: 20261125, drawnAt: '2026-11-25T09:00:00.000Z', title: 'Daily $100 giveaway' };
    const { container } = renderGiveaway(daily({ availability: 'drawn', winners: [winner] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Winners' })).toBeTruthy();
    expect(screen.getByText('Alex B.').closest('li')!.textContent).toBe('Alex B. won $100.00 in the Daily $100 giveaway · Wednesday, 25 November 2026 at 8:00 pm');
    expect(screen.getByTestId('membership-entry').textContent).toBe('Not this time (1 entry)');
    expect(screen.getByText('Drawn')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when a drawn giveaway had no entries', async () => {
    renderGiveaway(daily({ availability: 'drawn', winners: [], entry: null }));
    expect(await screen.findByText('There were no entries in this giveaway.')).toBeTruthy();
    expect(screen.getByTestId('membership-entry').textContent).toBe('You were not entered');
  });

  it('offers to try again when the giveaway cannot be read', async () => {
    let reads = 0;
    renderGiveaway(daily(), membership(), { 'GET /v3/draws/daily/20261125': () => (reads++ === 0 ? Promise.reject(new Error('down')) : daily()) });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load this giveaway" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Daily $100 giveaway' })).toBeTruthy());
  });

  it('answers a draw number that is not a number as page not found', () => {
    renderMembershipPage(`${DAILY_AT.replace('20261125', 'latest')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});
