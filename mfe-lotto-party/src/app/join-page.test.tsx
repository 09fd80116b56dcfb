import { fireEvent, screen, waitFor } from '@testing-library/react';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildGroup } from '../testing/build-lotto-party';
import { apiError } from '../testing/fake-lotto-party-api';
import { renderLottoPartyPage } from '../testing/render-lotto-party';

const TOKEN = 'tok-0123456789abcdef';
const JOIN_AT = `/lotto-party/join?token=${TOKEN}`;
// Someone else's group, as its invite link shows it to a customer not yet in it.
const invited = buildGroup({ isMember: false, inviteToken: null, organiserName: 'Pat P.', memberCount: 3 });

describe('/lotto-party/join?token=', () => {
  it('shows the group the invite link names, and joins it: the member call, then the group page', async () => {
    const { props, calls, container } = renderLottoPartyPage(JOIN_AT, {
      [`GET /group/token/${TOKEN}`]: () => invited,
      [`POST /group/token/${TOKEN}/member`]: () => ({ ...invited, isMember: true }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Join a lotto party' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Office pool' })).toBeTruthy();
    expect(screen.getByText('Organised by Pat P. · 3 members')).toBeTruthy();
    expect(screen.getByText('A session is open now: join, then buy your shares.')).toBeTruthy();
    expect(document.title).toBe('Join a lotto party | Demo Lotto');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Join the group' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party/group/g-1'));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ service: 'lotto-party', path: `/group/token/${TOKEN}/member` })]);
  });

  it('sends a member to the group instead of joining again, and says when no session is open', async () => {
    const { props } = renderLottoPartyPage(JOIN_AT, { [`GET /group/token/${TOKEN}`]: () => buildGroup({ openSessionId: null, memberCount: 1 }) });
    const open = await screen.findByRole('link', { name: 'You are a member: open the group' });
    expect(screen.queryByRole('button', { name: 'Join the group' })).toBeNull();
    expect(screen.getByText('Organised by Ada L. · 1 member')).toBeTruthy();
    expect(screen.getByText('No session is open right now: join and you will see the next one.')).toBeTruthy();
    fireEvent.click(open);
    expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party/group/g-1');
  });

  it('keeps the customer on the page with the reason when joining fails, and lets them try again', async () => {
    let answer: () => unknown = () => Promise.reject(apiError(500, 'internal_error'));
    const { props } = renderLottoPartyPage(JOIN_AT, { [`GET /group/token/${TOKEN}`]: () => invited, [`POST /group/token/${TOKEN}/member`]: () => answer() });
    fireEvent.click(await screen.findByRole('button', { name: 'Join the group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sorry, we could not add you to the group. Please try again.');
    expect(props.navigate).not.toHaveBeenCalled();

    answer = () => Promise.reject(apiError(409, 'group_full', 'This group has no room for new members.'));
    fireEvent.click(screen.getByRole('button', { name: 'Join the group' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This group has no room for new members.'));
  });

  it('says a link that names no group does not work, with no way to join', async () => {
    const { container } = renderLottoPartyPage(JOIN_AT, { [`GET /group/token/${TOKEN}`]: () => Promise.reject(apiError(404, 'not_found')) });
    expect(await screen.findByRole('heading', { level: 2, name: 'This invite link does not work' })).toBeTruthy();
    expect(screen.getByText('Ask the friend who sent it for a new link.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the group' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says a link without a token does not work', async () => {
    renderLottoPartyPage('/lotto-party/join', { 'GET /group/token/': () => Promise.reject(apiError(400, 'validation_failed')) });
    expect(await screen.findByRole('heading', { level: 2, name: 'This invite link does not work' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the group cannot be read, and shows it once it can', async () => {
    let reads = 0;
    renderLottoPartyPage(JOIN_AT, { [`GET /group/token/${TOKEN}`]: () => (reads++ === 0 ? Promise.reject(apiError(503, 'unavailable')) : invited) });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load this group" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join the group' })).toBeTruthy();
  });
});
