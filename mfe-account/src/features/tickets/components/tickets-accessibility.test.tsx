import { screen } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildLosingOutcome, buildOutcome, buildPastTicket, buildTicket, buildTicketPage } from '../../../testing/build-tickets';
import { renderTicketRoutes } from '../../../testing/render-ticket-routes';
import { axeViolations } from '@drawfront/shared/testing/axe-violations';

const winner = buildPastTicket({ id: 't-1' });
const past = [
  winner,
  buildPastTicket({ id: 't-2', drawNo: 1449, outcome: buildOutcome({ prize: { amount: 5_000_000, currency: 'AUD' }, prizeStatus: 'claim_required', games: [{ matched: { numbers: [3, 12, 27, 33, 41], powerball: [7] }, division: 2 }] }) }),
  buildPastTicket({ id: 't-3', drawNo: 1448, outcome: buildLosingOutcome() }),
  buildTicket({ id: 't-4', drawNo: 1451, status: 'past', drawStatus: 'DRAW_DRAWN' }),
];
const api = buildApi(async (request: ApiRequest) => (request.path === '/tickets' ? buildTicketPage(past) : winner));

describe('ticket pages have no axe violations', () => {
  it('the past tickets list with a win, a claim, a loss and a drawn ticket', async () => {
    const { container } = renderTicketRoutes('/my-account/past-tickets', api);
    await screen.findByRole('list', { name: 'Past tickets' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a winning ticket’s page', async () => {
    const { container } = renderTicketRoutes('/my-account/past-tickets/ticket/t-1', api);
    await screen.findByRole('heading', { name: 'Result' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
