import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LottoPartyGroup } from '@drawfront/shared/contract/lotto-party';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildGroup, buildSession } from '../testing/build-lotto-party';
import { apiError } from '../testing/fake-lotto-party-api';
import type { ApiHandlers } from '../testing/fake-lotto-party-api';
import { renderLottoPartyPage } from '../testing/render-lotto-party';

const { ledger: _ledger, ...openSession } = buildSession();
const sessions = (items = [openSession], total = items.length) => ({ sessions: items, pageInfo: { limit: 10, offset: 0, total } });

function renderGroup(group: LottoPartyGroup = buildGroup(), handlers: ApiHandlers = {}, path = '/my-account/lotto-party/group/g-1') {
  return renderLottoPartyPage(path, { 'GET /group/g-1': () => group, 'GET /group/g-1/session': () => sessions(), ...handlers });
}

describe('/my-account/lotto-party/group/{id}', () => {
  it('shows a member the group, its invite link and its sessions', async () => {
    const { props, calls, container } = renderGroup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Office pool' })).toBeTruthy();
    expect(document.title).toBe('Office pool | Demo Lotto');
    expect(screen.getByText('Organised by Ada L. · 4 members')).toBeTruthy();
    expect((screen.getByLabelText('Invite link') as HTMLInputElement).value).toBe(`${window.location.origin}/lotto-party/join?token=tok-0123456789abcdef`);
    const card = screen.getByRole('heading', { level: 3, name: 'Thursday Starburst draw 4412' }).closest('li')!;
    expect(card.textContent).toContain('Open: selling shares · $2.30 a share · 3 of 4 sold · you hold 1');
    fireEvent.click(within(card).getByRole('link', { name: 'Thursday Starburst draw 4412' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party/session/s-1');
    // A session is open: no second one can be started from here.
    expect(screen.queryByRole('link', { name: 'Open a session for a draw' })).toBeNull();
    expect(calls.map((call) => [call.service, call.path, call.query])).toEqual([
      ['lotto-party', '/group/g-1', undefined],
      ['lotto-party', '/group/g-1/session', { limit: 10, offset: 0 }],
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets a member leave: the leave call, then back to their groups', async () => {
    const { props, calls } = renderGroup(buildGroup(), { 'DELETE /group/g-1/member': () => buildGroup({ isMember: false }) });
    expect(await screen.findByText('You can leave when you hold no shares in an open session. Your shares in past sessions, and their prizes, stay yours.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave this group' }));
    await waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party'));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([expect.objectContaining({ service: 'lotto-party', path: '/group/g-1/member' })]);
  });

  it('keeps a member who may not leave on the page, with the reason', async () => {
    const { props } = renderGroup(buildGroup(), { 'DELETE /group/g-1/member': () => Promise.reject(apiError(409, 'holds_open_shares', 'You hold shares in an open session of this group.')) });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave this group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You hold shares in an open session of this group.');
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('gives the organiser no way to leave, and a way to open the next session when none is open', async () => {
    const { props } = renderGroup(buildGroup({ isOrganiser: true, openSessionId: null }), { 'GET /group/g-1/session': () => sessions([]) });
    expect(await screen.findByText('You organise this group · 4 members')).toBeTruthy();
    expect(screen.getByText('No sessions yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave this group' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Open a session for a draw' }));
    expect(props.navigate).toHaveBeenCalledWith('/lotto-party/group?groupId=g-1');
  });

  it('reads page 2 of the sessions at offset 10, with a link back to page 1', async () => {
    const { calls } = renderGroup(buildGroup(), { 'GET /group/g-1/session': () => ({ sessions: [openSession], pageInfo: { limit: 10, offset: 10, total: 11 } }) }, '/my-account/lotto-party/group/g-1/2');
    expect((await screen.findByRole('link', { name: 'Previous page' })).getAttribute('href')).toBe('/my-account/lotto-party/group/g-1');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(calls.find((call) => call.path === '/group/g-1/session')?.query).toEqual({ limit: 10, offset: 10 });
  });

  it('answers a page that is not a number as page not found', async () => {
    renderGroup(buildGroup(), {}, '/my-account/lotto-party/group/g-1/two');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    // The page still reads the group behind the not-found page; let that read settle inside the test.
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  });

  it('copies the invite link and says so, or says where to copy it from when the browser refuses', async () => {
    const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.assign(navigator, { clipboard: { writeText } });
    renderGroup();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText('Copied. Send it to your friends.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/lotto-party/join?token=tok-0123456789abcdef`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText('Copy the link from the box above.')).toBeTruthy();
  });

  it('tells a customer outside a private group that it is private', async () => {
    renderGroup(buildGroup(), { 'GET /group/g-1': () => Promise.reject(apiError(403, 'forbidden')) });
    expect(await screen.findByRole('heading', { level: 2, name: 'This group is private' })).toBeTruthy();
    expect(screen.getByText('Only its members can see it. Ask a member for the invite link to join.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers to try again when the group cannot be read', async () => {
    let reads = 0;
    renderGroup(buildGroup(), { 'GET /group/g-1': () => (reads++ === 0 ? Promise.reject(apiError(503, 'unavailable', 'The service is busy.')) : buildGroup()) });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load this group" })).toBeTruthy();
    expect(screen.getByText('The service is busy.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Office pool' })).toBeTruthy();
  });
});
