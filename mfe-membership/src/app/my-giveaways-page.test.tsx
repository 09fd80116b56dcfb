import { act, fireEvent, screen, within } from '@testing-library/react';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { giveaway } from '../testing/build-membership';
import { renderMembershipPage } from '../testing/render-membership';

const page = (items: ReturnType<typeof giveaway>[], total = items.length) => ({ items, pageInfo: { limit: 9, offset: 0, total } });
const onMyAccount = { basePath: '/' };

describe('/my-account/current-giveaways and /my-account/closed-giveaways', () => {
  it('lists the giveaways taking entries: each with its prize, close time and the customer’s entry, linking to its page', async () => {
    const daily = giveaway({ id: 'd-1', type: 'daily', number: 20261125, title: 'Daily $100 giveaway', pill: null, prize: { amount: 10_000, currency: 'AUD' }, entry: { ...giveaway().entry!, entryStatus: 'unlocked', entries: 1, numberOfEntriesText: '1 entry' } });
    const { props, calls, container } = renderMembershipPage('/my-account/current-giveaways', { 'GET /v3/draws': () => page([giveaway(), daily]) }, onMyAccount);
    expect(screen.getByRole('heading', { level: 1, name: 'Current giveaways' })).toBeTruthy();
    expect(screen.getByText('The giveaways taking entries now, and your entry in each.')).toBeTruthy();
    expect(document.title).toBe('Current giveaways | Demo Lotto');
    const dailyCard = (await screen.findByRole('heading', { level: 2, name: 'Daily $100 giveaway' })).closest('li')!;
    expect(Array.from(dailyCard.querySelectorAll('dt, dd')).map((cell) => cell.textContent)).toEqual(['Prize', '$100.00', 'Closes', 'Monday, 30 November 2026 at 8:00 pm', 'Your entry', "You're in: 1 entry"]);
    const monthlyCard = screen.getByRole('heading', { level: 2, name: 'Monthly $1,000 giveaway' }).closest('li')!;
    expect(within(monthlyCard).getByText('Unlock to enter')).toBeTruthy();
    expect(within(monthlyCard).getByText('Locked')).toBeTruthy();
    fireEvent.click(within(dailyCard).getByRole('link', { name: 'Daily $100 giveaway' }));
    expect(props.navigate).toHaveBeenCalledWith('/daily-winners/giveaways/daily/20261125');
    expect(calls.find((call) => call.path === '/v3/draws')?.query).toEqual({ status: 'current', mine: undefined, limit: 9, offset: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'See closed giveaways' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/closed-giveaways');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when no giveaway is taking entries', async () => {
    renderMembershipPage('/my-account/current-giveaways', { 'GET /v3/draws': () => page([]) }, onMyAccount);
    expect(await screen.findByText('No giveaway is taking entries right now.')).toBeTruthy();
  });

  it('says when none of the customer’s giveaways has been drawn, and links back to the current ones', async () => {
    const { props } = renderMembershipPage('/my-account/closed-giveaways', { 'GET /v3/draws': () => page([]) }, onMyAccount);
    expect(screen.getByText('Giveaways you were entered in that have been drawn.')).toBeTruthy();
    expect(await screen.findByText('None of your giveaways has been drawn yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See current giveaways' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/current-giveaways');
  });

  it('shows a drawn giveaway the customer did not win with their entries', async () => {
    const drawn = giveaway({ availability: 'drawn', entry: { ...giveaway().entry!, entryStatus: 'unlocked', entries: 1, numberOfEntriesText: '1 entry' } });
    renderMembershipPage('/my-account/closed-giveaways', { 'GET /v3/draws': () => page([drawn]) }, onMyAccount);
    const cells = Array.from((await screen.findByRole('heading', { level: 2, name: 'Monthly $1,000 giveaway' })).closest('li')!.querySelectorAll('dt, dd')).map((cell) => cell.textContent);
    expect(cells.slice(2)).toEqual(['Drawn', 'Monday, 30 November 2026 at 8:00 pm', 'Your entry', 'Not this time (1 entry)']);
  });

  it('links to the next page when there are more than 9', async () => {
    renderMembershipPage('/my-account/closed-giveaways', { 'GET /v3/draws': () => page([giveaway()], 10) }, onMyAccount);
    expect((await screen.findByRole('link', { name: 'Next page' })).getAttribute('href')).toBe('/my-account/closed-giveaways/2');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
  });

  it('answers a page that is not a whole number as page not found, reading nothing', async () => {
    const { calls } = renderMembershipPage('/my-account/current-giveaways/0', {}, onMyAccount);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    await act(() => Promise.resolve());
    expect(calls).toEqual([]);
  });

  it('offers to try again when the giveaways cannot be read', async () => {
    let reads = 0;
    renderMembershipPage('/my-account/current-giveaways', { 'GET /v3/draws': () => (reads++ === 0 ? Promise.reject(new Error('down')) : page([giveaway()])) }, onMyAccount);
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load the giveaways" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Monthly $1,000 giveaway' })).toBeTruthy();
  });
});
