import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildTicket, buildTicketPage, buildTickets } from '../../../testing/build-tickets';
import { renderTicketRoutes } from '../../../testing/render-ticket-routes';
import type { TicketPage } from '../api/fetch-tickets';

/** A fake API answering `GET /tickets` with `answer(request)`, recording each request. */
function ticketsApi(answer: (request: ApiRequest) => Promise<TicketPage> | TicketPage) {
  const request = jest.fn(async (r: ApiRequest) => {
    if (r.path !== '/tickets') throw new Error(`Unexpected API call ${r.path}`);
    return answer(r);
  });
  return { api: buildApi(request), request };
}

const apiError = (status: number, message: string) =>
  new ApiError({ status, message, code: null, errors: {}, result: null, reported: status >= 500, context: `GET /v2/tickets answered ${status}` });

describe('ticket lists', () => {
  it('lists upcoming tickets with offer, draw, draw-day label, games and price, each linking to its details', async () => {
    const { api, request } = ticketsApi(() =>
      buildTicketPage([
        // Saturday 28 November 2026, 19:30 in Sydney; "now" is Thursday morning there.
        buildTicket({ id: 't-9', offerName: 'Powerball', drawNo: 1451, drawDate: '2026-11-28T08:30:00Z', games: [{ numbers: [1] }, { numbers: [2] }, { numbers: [3] }], price: { amount: 2550, currency: 'AUD' } }),
        buildTicket({ id: 't-10', offerName: 'Saturday Lotto', drawNo: 4521 }),
      ]),
    );
    renderTicketRoutes('/my-account/upcoming-tickets', api);

    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming tickets' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading your upcoming tickets');
    const list = await screen.findByRole('list', { name: 'Upcoming tickets' });
    // One card per ticket; each card lists its games inside it.
    const cards = Array.from(list.children);
    expect(cards).toHaveLength(2);

    const first = within(cards[0] as HTMLElement);
    const link = first.getByRole('link', { name: 'Powerball, draw 1451' });
    expect(link.getAttribute('href')).toBe('/my-account/upcoming-tickets/ticket/t-9');
    expect(first.getByText('1451')).toBeTruthy();
    expect(first.getByText(/^This Saturday, 28 November 2026 at 7:30\s?pm$/)).toBeTruthy();
    expect(first.getByText('3 games')).toBeTruthy();
    expect(first.getAllByText(/^Game \d$/).map((name) => name.textContent)).toEqual(['Game 1', 'Game 2', 'Game 3']);
    expect(first.getByText('$25.50')).toBeTruthy();

    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toMatchObject({ path: '/tickets', query: { status: 'upcoming', limit: 10, offset: 0 } });
    expect(document.title).toBe('Upcoming tickets | Demo Lotto');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('asks for past tickets with offset (page − 1) × 10 and links them under past tickets', async () => {
    const { api, request } = ticketsApi(() => buildTicketPage(buildTickets(10, { status: 'past' }, 31), { offset: 30, total: 45 }));
    renderTicketRoutes('/my-account/past-tickets/4', api);

    const list = await screen.findByRole('list', { name: 'Past tickets, page 4' });
    expect(request.mock.calls[0]?.[0].query).toEqual({ status: 'past', limit: 10, offset: 30 });
    expect(within(list).getByRole('link', { name: 'Powerball, draw 1481' }).getAttribute('href')).toBe('/my-account/past-tickets/ticket/t-31');
    // Past draws carry their date, never a relative label.
    expect(within(list).queryByText(/^(Tonight|Today|Tomorrow|This|Next) /)).toBeNull();
    expect(document.title).toBe('Past tickets, page 4 | Demo Lotto');
  });

  it('paginates with previous, numbers and next; the current page is marked and page 1 is the plain path', async () => {
    const { api, request } = ticketsApi((r) => {
      const offset = Number(r.query?.offset);
      return buildTicketPage(buildTickets(offset === 20 ? 5 : 10, {}, offset + 1), { offset, total: 25 });
    });
    renderTicketRoutes('/my-account/upcoming-tickets/2', api);

    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Previous', '/my-account/upcoming-tickets'],
      ['1', '/my-account/upcoming-tickets'],
      ['2', '/my-account/upcoming-tickets/2'],
      ['3', '/my-account/upcoming-tickets/3'],
      ['Next', '/my-account/upcoming-tickets/3'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('path').textContent).toBe('/my-account/upcoming-tickets/3');
    await screen.findByRole('list', { name: 'Upcoming tickets, page 3' });
    expect(request.mock.calls.map(([r]) => r.query?.offset)).toEqual([10, 20]);
    // The last page has no "Next"; focus moved to the heading rather than being lost.
    const lastNav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(lastNav).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('shows no pagination when everything fits on one page', async () => {
    const { api } = ticketsApi(() => buildTicketPage(buildTickets(10), { total: 10 }));
    renderTicketRoutes('/my-account/upcoming-tickets', api);
    await screen.findByRole('list', { name: 'Upcoming tickets' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says so when there are no upcoming tickets, with a link to play', async () => {
    const { api } = ticketsApi(() => buildTicketPage([]));
    const navigate = jest.fn();
    renderTicketRoutes('/my-account/upcoming-tickets', api, { navigate });
    expect(await screen.findByText('You have no upcoming tickets.')).toBeTruthy();
    const play = screen.getByRole('link', { name: 'Play now' });
    expect(play.getAttribute('href')).toBe('/lotto-tickets');
    fireEvent.click(play);
    expect(navigate).toHaveBeenCalledWith('/lotto-tickets');
  });

  it('sends "play" home on a site without the lottery tickets page', async () => {
    const { api } = ticketsApi(() => buildTicketPage([]));
    renderTicketRoutes('/my-account/past-tickets', api, { site: buildSite({ capabilities: ['viewing-orders'] }) });
    expect(await screen.findByText('You have no past tickets.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe('/');
  });

  it('shows a page past the end as empty, with a link to page 1', async () => {
    const { api } = ticketsApi(() => buildTicketPage([], { offset: 80, total: 12 }));
    renderTicketRoutes('/my-account/upcoming-tickets/9', api);
    expect(await screen.findByText('There is nothing on page 9.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 1' }));
    expect(screen.getByTestId('path').textContent).toBe('/my-account/upcoming-tickets');
    expect(await screen.findByText('You have no upcoming tickets.')).toBeTruthy();
  });

  it('sends /1 to the plain path and treats a segment that is not a page number as not found', async () => {
    const { api, request } = ticketsApi(() => buildTicketPage(buildTickets(1)));
    renderTicketRoutes('/my-account/upcoming-tickets/1', api);
    expect(screen.getByTestId('path').textContent).toBe('/my-account/upcoming-tickets');
    await screen.findByRole('list', { name: 'Upcoming tickets' });
    expect(request.mock.calls[0]?.[0].query?.offset).toBe(0);
  });

  it.each(['0', 'abc', '02'])('treats /%s as not found without calling the API', (segment) => {
    const { api, request } = ticketsApi(() => buildTicketPage([]));
    renderTicketRoutes(`/my-account/past-tickets/${segment}`, api);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the API's message when the list fails, and loads again on retry", async () => {
    let calls = 0;
    const { api } = ticketsApi(() => {
      calls += 1;
      if (calls === 1) throw apiError(503, 'Orders are unavailable right now');
      return buildTicketPage(buildTickets(2));
    });
    renderTicketRoutes('/my-account/upcoming-tickets', api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your tickets");
    expect(alert.textContent).toContain('Orders are unavailable right now');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status').textContent).toContain('Loading your upcoming tickets');
    expect(await screen.findByRole('list', { name: 'Upcoming tickets' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
