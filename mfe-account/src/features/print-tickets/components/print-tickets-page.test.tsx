import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { buildApi, buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { PrintTicketsPage } from './print-tickets-page';

function ticket(n: number): Ticket {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    checkoutId: 'c1',
    lotteryKey: 'thursday-starburst',
    offerName: 'Thursday Starburst',
    offerUrl: 'thursday-starburst',
    drawNo: 1500 + (n % 3),
    drawDate: '2030-01-03T09:30:00.000Z',
    games: [{ numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [n % 20 + 1] }],
    price: { amount: 140, currency: 'AUD' },
    status: 'upcoming',
    drawStatus: 'DRAW_OPEN',
    outcome: null,
  };
}

/** The tickets API as pages over `all`, recording each page asked for. */
function ticketsApi(all: Ticket[]) {
  return jest.fn(async (request: ApiRequest) => {
    if (request.path !== '/tickets') throw new Error(`Unexpected API call ${request.path}`);
    const { limit, offset } = request.query as { limit: number; offset: number };
    return { tickets: all.slice(offset, offset + limit), pageInfo: { limit, offset, total: all.length } };
  });
}

function renderPage(request: jest.Mock, print = jest.fn()) {
  const props = buildRemoteProps({ api: buildApi(request) });
  render(
    <MemoryRouter>
      <PrintTicketsPage api={props.api} i18n={props.i18n} navigate={props.navigate} site={props.site} print={print} />
    </MemoryRouter>,
  );
  return print;
}

describe('/my-account/print-tickets', () => {
  it('shows every upcoming ticket, reading the pages of the list one after the other, each with draw, date, numbers and ticket number', async () => {
    const all = Array.from({ length: 230 }, (_, index) => ticket(index + 1));
    const request = ticketsApi(all);
    const print = renderPage(request);
    const blocks = await screen.findAllByRole('article');
    expect(blocks).toHaveLength(230);
    expect(request.mock.calls.map(([call]) => (call.query as { offset: number }).offset)).toEqual([0, 100, 200]);
    const first = blocks[0]!;
    expect(within(first).getByRole('heading', { name: 'Thursday Starburst · Draw 1501' })).toBeTruthy();
    expect(first.textContent).toContain('Game 1: 1  2  3  4  5  6  7 · Powerball 2');
    expect(first.textContent).toContain(`Ticket number: ${all[0]!.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Print tickets' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says when there is nothing to print, and offers no print button', async () => {
    renderPage(ticketsApi([]));
    expect(await screen.findByText('You have no upcoming tickets.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print tickets' })).toBeNull();
  });
});
