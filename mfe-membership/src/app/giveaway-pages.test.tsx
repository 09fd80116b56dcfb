import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSignedInSession } from '@drawfront/shared/testing/build-session';
import { CONFIG, giveaway, membership } from '../testing/build-membership';
import { fakeApi } from '../testing/fake-api';
import { renderMembership } from '../testing/render-membership';

const capabilities: Capability[] = ['membership-program', 'membership-purchase', 'giveaway-entries'];

function renderAt(path: string, handlers: Parameters<typeof fakeApi>[0], overrides: Partial<RemoteProps> = {}, basePath = '/daily-winners') {
  const { api, calls } = fakeApi({ 'GET /v4/config': () => CONFIG, 'GET /v3/customer': () => membership(), ...handlers });
  const props = buildRemoteProps({ basePath, site: buildSite({ capabilities }), navigate: jest.fn(), notify: jest.fn(), api, ...overrides });
  props.session.set(buildSignedInSession());
  renderMembership(path, props);
  return { props, calls };
}

describe('a giveaway page', () => {
  it('unlocks the monthly giveaway: pending, then resolved on the next read, with a success notification', async () => {
    let reads = 0;
    const { props, calls } = renderAt('/daily-winners/giveaways/monthly/202611', {
      'GET /v3/draws/monthly/202611': () => (reads++ === 0 ? giveaway() : giveaway({ entry: { ...giveaway().entry!, entryStatus: 'unlocked', entries: 1, numberOfEntriesText: '1 entry', unlockRequest: 'resolved' } })),
      [`PUT /v3/draws/${giveaway().id}`]: () => ({ ...giveaway().entry, unlockRequest: 'pending' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly $1,000 giveaway' })).toBeTruthy();
    expect(screen.getByTestId('membership-entry').textContent).toBe('Locked');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock my entry' }));
    expect(await screen.findByText("You're in: 1 entry")).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ service: 'membership', body: { entryStatus: 'unlocked' } });
    expect(props.notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'success', title: 'Monthly $1,000 giveaway unlocked' }));
  });

  it('shows a locked major draw its locked content and the way to premium', async () => {
    const locked = { title: 'This giveaway is locked', text: 'Major giveaways are for premium members.' };
    renderAt('/daily-winners/giveaways/major/1', { 'GET /v3/draws/major/1': () => giveaway({ type: 'major', number: 1, title: 'Summer car giveaway', lockedContent: locked, prize: { amount: 0, currency: 'AUD' } }) });
    expect(await screen.findByRole('heading', { level: 3, name: 'This giveaway is locked' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go premium' }).getAttribute('href')).toBe('/daily-winners/membership-tiers');
  });

  it('lets a free member opt in to the daily giveaway with a success notification', async () => {
    const daily = giveaway({ type: 'daily', number: 20261125, title: 'Daily $100 giveaway' });
    const { props } = renderAt('/daily-winners/giveaways/daily/20261125', {
      'GET /v3/draws/daily/20261125': () => daily,
      [`PUT /v3/draws/${daily.id}`]: () => ({ ...daily.entry, entryStatus: 'unlocked', entries: 1, numberOfEntriesText: '1 entry' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Enter this giveaway' }));
    await waitFor(() => expect(props.notify).toHaveBeenCalledWith(expect.objectContaining({ level: 'success', title: "You're in!" })));
  });

  it('answers a giveaway type the programme does not have as page not found', () => {
    renderAt('/daily-winners/giveaways/weekly/1', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });
});

describe('the tiers page', () => {
  it('puts premium in the cart as a membership line and goes to the cart', async () => {
    const addItem = jest.fn(async () => ({}) as never);
    const base = buildRemoteProps();
    const { props } = renderAt('/daily-winners/membership-tiers', {}, { cartClient: { ...base.cartClient, addItem } });
    fireEvent.click(await screen.findByRole('button', { name: 'Go premium for $9.99' }));
    await screen.findByRole('button', { name: 'Go premium for $9.99' });
    expect(addItem).toHaveBeenCalledWith({ productType: 'membership', key: 'daily-winners-premium', quantity: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(props.navigate).toHaveBeenCalledWith('/cart');
    expect(screen.getByText('$9.99 every 30 days')).toBeTruthy();
  });
});

describe('my giveaways', () => {
  it('lists the closed giveaways the customer was in, linking to each through the shell', async () => {
    const drawn = giveaway({ type: 'daily', number: 20261125, title: 'Daily $100 giveaway', availability: 'drawn', entry: { ...giveaway().entry!, entryStatus: 'unlocked', entries: 1, numberOfEntriesText: '1 entry', won: true } });
    const { calls } = renderAt('/my-account/closed-giveaways', { 'GET /v3/draws': () => ({ items: [drawn], pageInfo: { limit: 9, offset: 0, total: 1 } }) }, {}, '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Closed giveaways' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Daily $100 giveaway' })).getAttribute('href')).toBe('/daily-winners/giveaways/daily/20261125');
    expect(screen.getByText('You won!')).toBeTruthy();
    expect(calls.find((call) => call.path === '/v3/draws')?.query).toMatchObject({ status: 'closed', mine: true, limit: 9, offset: 0 });
  });

  it('reads page 2 at offset 9', async () => {
    const { calls } = renderAt('/my-account/current-giveaways/2', { 'GET /v3/draws': () => ({ items: [], pageInfo: { limit: 9, offset: 9, total: 12 } }) }, {}, '/');
    expect(await screen.findByRole('link', { name: 'Previous page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/my-account/current-giveaways/1');
    expect(calls.find((call) => call.path === '/v3/draws')?.query).toMatchObject({ status: 'current', offset: 9 });
  });
});
