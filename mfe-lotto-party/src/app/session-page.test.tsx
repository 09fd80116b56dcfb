import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildCart } from '@drawfront/shared/cart/build-cart';
import type { LottoPartySessionDetails } from '@drawfront/shared/contract/lotto-party';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { aud, buildOrder, buildSession } from '../testing/build-lotto-party';
import { apiError } from '../testing/fake-lotto-party-api';
import type { ApiHandlers } from '../testing/fake-lotto-party-api';
import { renderLottoPartyPage } from '../testing/render-lotto-party';

const SESSION_AT = '/my-account/lotto-party/session/s-1';

function renderSession(session: LottoPartySessionDetails = buildSession(), handlers: ApiHandlers = {}, options: Parameters<typeof renderLottoPartyPage>[2] = {}) {
  return renderLottoPartyPage(
    SESSION_AT,
    {
      'GET /session/s-1': () => session,
      'GET /orders/social_syndicate_session/s-1': () => ({ orders: [buildOrder()], pageInfo: { limit: 10, offset: 0, total: 1 } }),
      ...handlers,
    },
    options,
  );
}

const facts = () => Array.from(document.querySelectorAll('dl > div')).map((row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`);

describe('/my-account/lotto-party/session/{id}', () => {
  it('shows a member the session: its facts, their purchases and the ledger', async () => {
    const { props, container } = renderSession();
    expect(await screen.findByRole('heading', { level: 1, name: 'Office pool: Thursday Starburst draw 4412' })).toBeTruthy();
    expect(document.title).toBe('Office pool: Thursday Starburst draw 4412 | Demo Lotto');
    expect(facts()).toEqual(['Status: Open: selling shares', 'Draw: Thursday Starburst draw 4412, Thu, 26 Nov 2026, 8:30 pm', 'Share price: $2.30', 'Shares sold: 3 of 4', 'Your shares: 1']);
    expect(within(screen.getByRole('table')).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'MemberSharesPaidBackPrize partLeftover centsPrize',
      'Ada L. (you)1$2.30$0.44$5.00$0.01$5.01',
      'Bob M.2$4.60$0.86$10.00$0.00$10.00',
      'Total3$6.90$1.30$15.00$0.01$15.01',
    ]);
    expect(screen.getByText('1 game bought for $5.60')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'The session’s games' }).nextElementSibling!.textContent).toBe('1 2 3 4 5 6 7 · PB 3 — $1.40 — division 3, $15.01');
    fireEvent.click(screen.getByRole('link', { name: 'Back to Office pool' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party/group/g-1');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('puts the shares a member asks for in the cart (the cart call and its body), then points to the cart', async () => {
    const { props, calls } = renderSession(buildSession({ sharesTotal: 10, sharesSold: 3, sharesLeft: 7 }), { 'POST /cart/items': () => buildCart() });
    const shares = await screen.findByLabelText('Shares');
    expect(screen.getByText('7 left at $2.30 each')).toBeTruthy();
    fireEvent.change(shares, { target: { value: '3' } });
    expect(screen.getByText('Costs $6.90')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add shares to cart' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Shares added to your cart' })).toBeTruthy();
    expect(screen.getByText('Pay for them in the cart to take your place in the session.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ path: '/cart/items', body: { productType: 'social_syndicate_share', key: 's-1', quantity: 3 } })]);
    fireEvent.click(screen.getByRole('link', { name: 'Go to cart' }));
    expect(props.navigate).toHaveBeenCalledWith('/cart');
  });

  it('says on the field why a number of shares cannot be bought, and asks the cart nothing', async () => {
    const { calls } = renderSession();
    const shares = await screen.findByLabelText('Shares');
    const tryToBuy = (value: string) => {
      fireEvent.change(shares, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Add shares to cart' }));
    };
    tryToBuy('2');
    expect(screen.getByText('Only 1 share is left.')).toBeTruthy();
    expect(shares.getAttribute('aria-invalid')).toBe('true');
    tryToBuy('0');
    expect(screen.getByText('Buy at least one share.')).toBeTruthy();
    tryToBuy('1.5');
    expect(screen.getByText('Shares are a whole number.')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/cart/items')).toEqual([]);
  });

  it('shows the cart’s refusal when the shares cannot be added', async () => {
    renderSession(buildSession(), { 'POST /cart/items': () => Promise.reject(apiError(422, 'session_closed', 'This session has stopped selling shares.')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Add shares to cart' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This session has stopped selling shares.');
    expect(screen.queryByText('Shares added to your cart')).toBeNull();
  });

  it('changes what happens when the session closes: the edit call with its status', async () => {
    const { calls } = renderSession(buildSession(), { 'PUT /session/s-1': () => buildSession({ autosessionStatus: 'paused' }) });
    const paused = await screen.findByLabelText('Pause: skip the next draw');
    expect((screen.getByLabelText('Play this draw only') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(paused);
    await waitFor(() => expect((screen.getByLabelText('Pause: skip the next draw') as HTMLInputElement).checked).toBe(true));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([expect.objectContaining({ service: 'lotto-party', path: '/session/s-1', body: { autosessionStatus: 'paused' } })]);
    // The purchases stay listed after the edit answers the session without them.
    expect(screen.getByRole('link', { name: '1 share for $2.30' })).toBeTruthy();
  });

  it('sells nothing and changes nothing in a closed session', async () => {
    renderSession(buildSession({ status: 'closed', sharesLeft: 0, sharesSold: 4, ledger: { ...buildSession().ledger!, tickets: [] } }));
    await screen.findByRole('table');
    expect(facts()[0]).toBe('Status: Closed: tickets bought');
    expect(screen.queryByRole('button', { name: 'Add shares to cart' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'When this session closes' })).toBeNull();
  });

  it('shows a visitor of a public group the session but not its ledger, and sells them nothing', async () => {
    renderSession(buildSession({ ledger: null, myShares: 0 }), { 'GET /orders/social_syndicate_session/s-1': () => ({ orders: [], pageInfo: { limit: 10, offset: 0, total: 0 } }) });
    expect(await screen.findByText('Join the group to see its ledger and buy shares.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add shares to cart' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your purchases' })).toBeNull();
  });

  it('puts the break notice in place of the buy form for a customer on a break', async () => {
    renderSession(buildSession(), {}, { playBreak: { kind: 'break', period: '24_hours', startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2099-01-01T00:00:00.000Z' } });
    expect((await screen.findByRole('note')).textContent).toContain("You're taking a break from play until");
    expect(screen.queryByRole('button', { name: 'Add shares to cart' })).toBeNull();
  });

  it('tells a customer outside a private group that it is private', async () => {
    renderSession(buildSession(), { 'GET /session/s-1': () => Promise.reject(apiError(403, 'forbidden')) });
    expect(await screen.findByRole('heading', { level: 2, name: 'This group is private' })).toBeTruthy();
  });

  it('offers to try again when the session cannot be read', async () => {
    let reads = 0;
    renderSession(buildSession(), { 'GET /session/s-1': () => (reads++ === 0 ? Promise.reject(apiError(500, 'internal_error')) : buildSession({ sharePrice: aud(230) })) });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load this session" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Office pool: Thursday Starburst draw 4412' })).toBeTruthy();
  });
});
