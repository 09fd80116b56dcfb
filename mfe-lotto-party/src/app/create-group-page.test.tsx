import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buildCart } from '@drawfront/shared/cart/build-cart';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildGroup, buildLottoPartyConfig, buildSession } from '../testing/build-lotto-party';
import { apiError } from '../testing/fake-lotto-party-api';
import { renderLottoPartyPage } from '../testing/render-lotto-party';

// The steps themselves (names, draws, share rules, the API's refusals) are walked in lotto-party-flow.test.tsx.
describe('/lotto-party/group', () => {
  it('asks a visitor to sign in and come back', async () => {
    const { props, container } = renderLottoPartyPage('/lotto-party/group', { 'GET /config': () => buildLottoPartyConfig() }, { signedIn: false });
    // The page reads the draws before it knows who is looking; let that read settle inside the test.
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { level: 1, name: 'Start a lotto party' })).toBeTruthy();
    expect(screen.getByText('Sign in or create an account to start a group.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Sign in to start a group' }));
    expect(props.navigate).toHaveBeenCalledWith('/login?returnTo=%2Flotto-party%2Fgroup');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the first step with its heading, progress and fields, accessibly', async () => {
    const { container } = renderLottoPartyPage('/lotto-party/group', { 'GET /config': () => buildLottoPartyConfig() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Name your group' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect((screen.getByLabelText('Only people with the invite link') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('A group name has 3 to 40 characters.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens a new session of an existing group from the draw step, its name fixed, and buys the shares asked for', async () => {
    const { props, calls } = renderLottoPartyPage('/lotto-party/group?groupId=g-1', {
      'GET /config': () => buildLottoPartyConfig(),
      'GET /group/g-1': () => buildGroup({ isOrganiser: true, openSessionId: null }),
      'POST /session': () => buildSession({ sessionId: 's-2' }),
      'POST /cart/items': () => buildCart(),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a draw' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    // The group exists: its name step is not offered again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back' })).toBeNull());
    fireEvent.click(screen.getByLabelText(/Thursday Starburst draw 4412/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Price of one share ($)'), { target: { value: '2.80' } });
    fireEvent.change(screen.getByLabelText('Number of shares'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByLabelText('Open a session for the next draw too'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Shares you buy now'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the session' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Office pool is ready' })).toBeTruthy();
    expect(screen.getByText('Your shares are in your cart. Pay for them to take your place in the session.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/session', { groupId: 'g-1', inviteAllExistingMembers: true, lotteryKey: 'thursday-starburst', drawNo: 4412, sharePrice: 280, sharesTotal: 20, autosessionStatus: 'on' }],
      ['/cart/items', { productType: 'social_syndicate_share', key: 's-2', quantity: 2 }],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Go to cart' }));
    expect(props.navigate).toHaveBeenCalledWith('/cart');
    fireEvent.click(screen.getByRole('link', { name: 'See the session' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party/session/s-2');
  });

  it('keeps the draft and the step (its own URL) through a reload, and never lets a URL skip a step', async () => {
    const handlers = { 'GET /config': () => buildLottoPartyConfig() };
    renderLottoPartyPage('/lotto-party/group', handlers);
    fireEvent.change(await screen.findByLabelText('Group name'), { target: { value: 'Office pool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a draw' })).toBeTruthy();
    cleanup();

    renderLottoPartyPage('/lotto-party/group?step=select_draw', handlers);
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a draw' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(((await screen.findByLabelText('Group name')) as HTMLInputElement).value).toBe('Office pool');
    cleanup();

    // The draw is not chosen yet: a URL naming a later step opens the draw step.
    renderLottoPartyPage('/lotto-party/group?step=join_session', handlers);
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a draw' })).toBeTruthy();
  });

  it('says when no draw is open for group play', async () => {
    renderLottoPartyPage('/lotto-party/group?groupId=g-1', { 'GET /config': () => buildLottoPartyConfig({ lotteries: [] }), 'GET /group/g-1': () => buildGroup() });
    expect(await screen.findByText('No draw is open for group play right now. Please check back later.')).toBeTruthy();
  });

  it('offers to try again when the draws cannot be read', async () => {
    let reads = 0;
    renderLottoPartyPage('/lotto-party/group', { 'GET /config': () => (reads++ === 0 ? Promise.reject(apiError(503, 'unavailable')) : buildLottoPartyConfig()) });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load the draws you can play" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Group name')).toBeTruthy();
  });
});
