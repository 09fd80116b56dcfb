import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { LottoPartySessionDetails } from '@drawfront/shared/contract/lotto-party';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildApi, buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSignedInSession } from '@drawfront/shared/testing/build-session';
import { aud, buildLottoPartyConfig } from '../testing/build-lotto-party';
import { renderLottoParty } from '../testing/render-lotto-party';

const site = buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site', 'social-syndicates', 'viewing-orders'] });
const config = buildLottoPartyConfig();

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code, errors: {}, result: null, reported: false, context: 'test' });

function renderAt(path: string, request: (request: ApiRequest) => Promise<unknown>): RemoteProps {
  const props = buildRemoteProps({ navigate: jest.fn(), site, api: buildApi(request) });
  props.session.set(buildSignedInSession());
  renderLottoParty(path, props);
  return props;
}

async function fillSteps() {
  fireEvent.change(await screen.findByLabelText('Group name'), { target: { value: 'Office pool' } });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(await screen.findByLabelText(/Thursday Starburst draw 4412/));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.change(screen.getByLabelText('Price of one share ($)'), { target: { value: '5.00' } });
  fireEvent.change(screen.getByLabelText('Number of shares'), { target: { value: '10' } });
  expect(await screen.findByText(/Sold out, the session buys 35 games/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.click(screen.getByLabelText('Play this draw only'));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  fireEvent.change(screen.getByLabelText('Shares you buy now'), { target: { value: '0' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create the group' }));
}

describe('lotto party creation steps', () => {
  it('walks name_group → select_draw → set_share_price → select_auto_session → join_session and shows the invite link', async () => {
    const calls: ApiRequest[] = [];
    renderAt('/lotto-party/group', async (request) => {
      calls.push(request);
      if (request.path === '/config') return config;
      if (request.path === '/group') return { id: 'g-1', groupName: 'Office pool', inviteToken: 'tok-0123456789abcdef', isMember: true, isOrganiser: true, memberCount: 1, publicityStatus: 'private', organiserName: 'Pat P.', openSessionId: null, createdAt: '' };
      if (request.path === '/session') return { sessionId: 's-1' } as LottoPartySessionDetails;
      throw new Error(`unexpected ${request.path}`);
    });
    expect(await screen.findByText('Step 1 of 5')).toBeTruthy();
    // A step that is not ready stays, with its problem.
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('A group name has 3 to 40 characters.')).toBeTruthy();
    await fillSteps();
    expect(await screen.findByText('Office pool is ready')).toBeTruthy();
    expect((screen.getByLabelText('Invite link') as HTMLInputElement).value).toMatch(/\/lotto-party\/join\?token=tok-0123456789abcdef$/);
    const session = calls.find((call) => call.path === '/session')!;
    expect(session).toMatchObject({ service: 'lotto-party', method: 'POST', body: { groupId: 'g-1', lotteryKey: 'thursday-starburst', drawNo: 4412, sharePrice: 500, sharesTotal: 10, autosessionStatus: 'off' } });
  });

  it('marks each wrong field of the share step on the field, both at once, and sums up only a session that could exist', async () => {
    renderAt('/lotto-party/group', async (request) => {
      if (request.path === '/config') return config;
      throw new Error(`unexpected ${request.path}`);
    });
    fireEvent.change(await screen.findByLabelText('Group name'), { target: { value: 'Office pool' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByLabelText(/Thursday Starburst draw 4412/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Price of one share ($)'), { target: { value: '60.00' } });
    fireEvent.change(screen.getByLabelText('Number of shares'), { target: { value: '500' } });
    expect(screen.queryByText(/Sold out, the session buys/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Set the share price' })).toBeTruthy();
    const price = screen.getByLabelText('Price of one share ($)');
    const shares = screen.getByLabelText('Number of shares');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(shares.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A share costs from $1.00 to $50.00.')).toBeTruthy();
    expect(screen.getByText('A session has from 2 to 200 shares.')).toBeTruthy();
    fireEvent.change(price, { target: { value: '5.00' } });
    fireEvent.change(shares, { target: { value: '10' } });
    expect(price.getAttribute('aria-invalid')).not.toBe('true');
    expect(await screen.findByText(/Sold out, the session buys 35 games/)).toBeTruthy();
  });

  it('shows the bad-name text for profanity and the duplicate-name text for a 409, on the name step', async () => {
    let answer = apiError(422, 'contains_profanity');
    renderAt('/lotto-party/group', async (request) => {
      if (request.path === '/config') return config;
      throw answer;
    });
    await fillSteps();
    expect(await screen.findByText("That name isn't allowed. Please choose another name for your group.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change the group name' }));
    answer = apiError(409, 'duplicate_group_name');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the group' }));
    expect(await screen.findByText('A group with this name already exists. Please choose another name.')).toBeTruthy();
  });

  it('shows the draw-closed text for a 422 session answer, and the creation-failed text otherwise', async () => {
    let sessionAnswer = apiError(422, 'draw_closed');
    renderAt('/lotto-party/group', async (request) => {
      if (request.path === '/config') return config;
      if (request.path === '/group') return { id: 'g-1', groupName: 'Office pool', inviteToken: 'tok-0123456789abcdef' };
      throw sessionAnswer;
    });
    await fillSteps();
    expect(await screen.findByText('That draw has closed. Please choose a later draw.')).toBeTruthy();
    sessionAnswer = apiError(500, 'internal_error');
    // The group exists now: only the session is tried again.
    fireEvent.click(screen.getByRole('button', { name: 'Open the session' }));
    expect(await screen.findByText('Sorry, looks like we failed to create the group/session. Please try again.')).toBeTruthy();
  });
});

describe('lotto party account pages', () => {
  it('shows the spec text when an order (ticket) cannot be loaded', async () => {
    renderAt('/my-account/lotto-party/ticket/o-1', async () => {
      throw apiError(500, 'internal_error');
    });
    expect(await screen.findByText('We were unable to load your Lotto Party ticket. Please check your Lotto Party group to complete your purchase')).toBeTruthy();
  });

  it('lists groups 6 a page with a link to the next page', async () => {
    const seen: ApiRequest[] = [];
    renderAt('/my-account/lotto-party', async (request) => {
      seen.push(request);
      return { groups: Array.from({ length: 6 }, (_, i) => ({ id: `g-${i}`, groupName: `Group ${i}`, isOrganiser: i === 0, isMember: true, memberCount: 2, organiserName: 'Ada L.', openSessionId: null, inviteToken: 't', publicityStatus: 'private', createdAt: '' })), pageInfo: { limit: 6, offset: 0, total: 8 } };
    });
    expect(await screen.findByText('Group 5')).toBeTruthy();
    expect(seen[0]).toMatchObject({ path: '/group', query: { limit: 6, offset: 0 } });
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/my-account/lotto-party/2');
  });

  it('shows the session ledger, adding up, and the edit-failure text when autoplay cannot change', async () => {
    const ledger = {
      members: [
        { order: 1, name: 'Ada L.', isMe: true, shares: 1, paid: aud(230), refund: aud(44), prizeBase: aud(500), prizeLeftover: aud(1), prize: aud(501) },
        { order: 2, name: 'Bob M.', isMe: false, shares: 2, paid: aud(460), refund: aud(86), prizeBase: aud(1000), prizeLeftover: aud(0), prize: aud(1000) },
      ],
      tickets: [{ id: 't-1', game: { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [3] }, price: aud(140), division: 3, prize: aud(1501), prizeStatus: 'paid' as const }],
      totals: { shares: 3, paid: aud(690), spent: aud(560), refunded: aud(130), prize: aud(1501), prizeSplit: aud(1501), leftover: aud(1) },
    };
    const session = { sessionId: 's-1', groupId: 'g-1', groupName: 'Office pool', draws: config.lotteries[0]!.draws, inviteAllExistingMembers: true, autosessionStatus: 'off', status: 'open', sharePrice: aud(230), sharesTotal: 4, sharesSold: 3, sharesLeft: 1, myShares: 1, createdAt: '', ledger };
    renderAt('/my-account/lotto-party/session/s-1', async (request) => {
      if (request.method === 'PUT') throw apiError(500, 'internal_error');
      if (request.path.startsWith('/orders/')) return { orders: [{ id: 'o-1', shares: 1, paid: aud(230) }], pageInfo: { limit: 1, offset: 0, total: 1 } };
      return session;
    });
    const table = await screen.findByRole('table');
    expect(table.textContent).toContain('Ada L. (you)');
    expect(screen.getByText('Paid $6.90 = tickets $5.60 + back to members $1.30')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 share for $2.30' }).getAttribute('href')).toBe('/my-account/lotto-party/ticket/o-1');
    fireEvent.click(screen.getByLabelText('Open a session for the next draw too'));
    await waitFor(() => expect(screen.getByText('Sorry, looks like we failed to edit the ticket. Please try again.')).toBeTruthy());
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });
});
