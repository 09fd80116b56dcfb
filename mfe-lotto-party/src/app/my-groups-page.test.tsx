import { act, fireEvent, screen } from '@testing-library/react';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';
import { buildGroup } from '../testing/build-lotto-party';
import { apiError } from '../testing/fake-lotto-party-api';
import { renderLottoPartyPage } from '../testing/render-lotto-party';

const page = (groups: ReturnType<typeof buildGroup>[], total = groups.length, offset = 0) => ({ groups, pageInfo: { limit: 6, offset, total } });

describe('/my-account/lotto-party/{page}', () => {
  it('lists the customer’s groups: who organises each, its members, an open session, and a link to it', async () => {
    const { props, calls, container } = renderLottoPartyPage('/my-account/lotto-party', {
      'GET /group': () => page([buildGroup({ isOrganiser: true, memberCount: 1, openSessionId: null }), buildGroup({ id: 'g-2', groupName: 'Book club', organiserName: 'Pat P.' })]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your lotto party groups' })).toBeTruthy();
    expect(document.title).toBe('Your lotto party groups | Demo Lotto');
    const mine = (await screen.findByRole('heading', { level: 2, name: 'Office pool' })).closest('li')!;
    expect(mine.textContent).toBe('Office poolYou organise this group · 1 member');
    expect(screen.getByRole('heading', { level: 2, name: 'Book club' }).closest('li')!.textContent).toBe('Book clubOrganised by Pat P. · 4 members · a session is open');
    fireEvent.click(screen.getByRole('link', { name: 'Book club' }));
    expect(props.navigate).toHaveBeenCalledWith('/my-account/lotto-party/group/g-2');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(calls).toEqual([expect.objectContaining({ service: 'lotto-party', path: '/group', query: { limit: 6, offset: 0 } })]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers a customer in no group a way to start one', async () => {
    const { props } = renderLottoPartyPage('/my-account/lotto-party', { 'GET /group': () => page([]) });
    expect(await screen.findByText('You are not in a group yet. Start one, or ask a friend for their invite link.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Start a new group' }));
    expect(props.navigate).toHaveBeenCalledWith('/lotto-party/group');
  });

  it('reads page 2 at offset 6, with a link back to the first page', async () => {
    const { calls } = renderLottoPartyPage('/my-account/lotto-party/2', { 'GET /group': () => page([buildGroup()], 7, 6) });
    expect((await screen.findByRole('link', { name: 'Previous page' })).getAttribute('href')).toBe('/my-account/lotto-party');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(calls[0]?.query).toEqual({ limit: 6, offset: 6 });
  });

  it('answers page 0 as page not found', async () => {
    renderLottoPartyPage('/my-account/lotto-party/0', { 'GET /group': () => page([]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    await act(() => Promise.resolve());
  });

  it('offers to try again when the groups cannot be read', async () => {
    let reads = 0;
    renderLottoPartyPage('/my-account/lotto-party', { 'GET /group': () => (reads++ === 0 ? Promise.reject(apiError(500, 'internal_error')) : page([buildGroup()])) });
    expect(await screen.findByRole('heading', { level: 2, name: "We couldn't load your groups" })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Office pool' })).toBeTruthy();
  });
});
