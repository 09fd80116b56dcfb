import { fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@drawfront/shared/api-client/api-error';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildTicket } from '../../../testing/build-tickets';
import { renderTicketRoutes } from '../../../testing/render-ticket-routes';

const notFound = () => new ApiError({ status: 404, message: 'Ticket not found', code: 'NOT_FOUND', errors: {}, result: null, reported: false, context: 'GET /v2/tickets/x answered 404' });

function ticketApi(answer: (request: ApiRequest) => Ticket) {
  const request = jest.fn(async (r: ApiRequest) => answer(r));
  return { api: buildApi(request), request };
}

describe('ticket details', () => {
  it("shows the offer, draw, each game's numbers with a spoken label, price and the receipt link", async () => {
    const ticket = buildTicket({
      id: 't-7',
      checkoutId: 'chk-555',
      offerName: 'Powerball',
      drawNo: 1450,
      drawDate: '2026-11-26T08:30:00Z',
      games: [
        { numbers: [3, 12, 18, 27, 33, 41], powerball: [7] },
        { numbers: [1, 2, 4, 8, 16, 32], powerball: [20] },
      ],
      price: { amount: 1700, currency: 'AUD' },
    });
    const { api, request } = ticketApi(() => ticket);
    const navigate = jest.fn();
    renderTicketRoutes('/my-account/upcoming-tickets/ticket/t-7', api, { navigate });

    expect(await screen.findByRole('list', { name: /^Game 1:/ })).toBeTruthy();
    expect(request.mock.calls[0]?.[0]).toMatchObject({ path: '/tickets/t-7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket details' })).toBeTruthy();
    expect(screen.getByText('1450')).toBeTruthy();
    expect(screen.getByText(/^Tonight, 26 November 2026 at 7:30\s?pm$/)).toBeTruthy();
    expect(screen.getByText('$17.00')).toBeTruthy();

    const game1 = screen.getByRole('list', { name: 'Game 1: 3, 12, 18, 27, 33, 41, Powerball 7' });
    expect(within(game1).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3', '12', '18', '27', '33', '41', 'Powerball 7']);
    expect(screen.getByRole('list', { name: 'Game 2: 1, 2, 4, 8, 16, 32, Powerball 20' })).toBeTruthy();

    const receipt = screen.getByRole('link', { name: 'chk-555, view receipt' });
    expect(receipt.getAttribute('href')).toBe('/receipt/chk-555');
    fireEvent.click(receipt);
    expect(navigate).toHaveBeenCalledWith('/receipt/chk-555');

    expect(screen.getByRole('link', { name: 'Back to upcoming tickets' }).getAttribute('href')).toBe('/my-account/upcoming-tickets');
    expect(document.title).toBe('Ticket details | Demo Lotto');
  });

  it('says the ticket is not found when the API answers 404 (unknown, or another customer’s)', async () => {
    const { api } = ticketApi(() => {
      throw notFound();
    });
    renderTicketRoutes('/my-account/past-tickets/ticket/someone-elses', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket not found' })).toBeTruthy();
    expect(screen.getByText(/We couldn't find this ticket/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to past tickets' }).getAttribute('href')).toBe('/my-account/past-tickets');
    expect(document.title).toBe('Ticket not found | Demo Lotto');
  });

  it('offers a retry for other failures', async () => {
    let calls = 0;
    const { api } = ticketApi(() => {
      calls += 1;
      if (calls === 1) throw new ApiError({ status: 500, message: 'Something went wrong', code: null, errors: {}, result: null, reported: true, context: 'GET answered 500' });
      return buildTicket({ status: 'past', offerName: 'Set for Life' });
    });
    renderTicketRoutes('/my-account/past-tickets/ticket/t-1', api);
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Set for Life')).toBeTruthy();
  });

  it('moves a ticket shown under the wrong list to its own', async () => {
    const { api } = ticketApi(() => buildTicket({ id: 't-3', status: 'past' }));
    renderTicketRoutes('/my-account/upcoming-tickets/ticket/t-3', api);
    await screen.findByRole('link', { name: 'Back to past tickets' });
    expect(screen.getByTestId('path').textContent).toBe('/my-account/past-tickets/ticket/t-3');
  });

  it('prefers the detail route to a page number for /ticket/{id}', async () => {
    const { api, request } = ticketApi(() => buildTicket({ id: 'ticket' }));
    renderTicketRoutes('/my-account/upcoming-tickets/ticket/ticket', api);
    await screen.findByRole('heading', { level: 1, name: 'Ticket details' });
    expect(request.mock.calls[0]?.[0].path).toBe('/tickets/ticket');
  });
});
