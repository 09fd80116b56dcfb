import { screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildLosingOutcome, buildOutcome, buildPastTicket, buildTicket, buildTicketPage } from '../../../testing/build-tickets';
import { renderTicketRoutes } from '../../../testing/render-ticket-routes';

/**
 * axe-core over the past-tickets list and a winning ticket's page. jsdom lays nothing out and computes
 * no colours, so axe reports colour contrast as "incomplete", never as passed: the ratios are written
 * beside each colour in tickets.css.
 */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, { resultTypes: ['violations'] });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const winner = buildPastTicket({ id: 't-1' });
const past = [
  winner,
  buildPastTicket({ id: 't-2', drawNo: 1449, outcome: buildOutcome({ prize: { amount: 5_000_000, currency: 'AUD' }, prizeStatus: 'claim_required', games: [{ matched: { numbers: [3, 12, 27, 33, 41], powerball: [7] }, division: 2 }] }) }),
  buildPastTicket({ id: 't-3', drawNo: 1448, outcome: buildLosingOutcome() }),
  buildTicket({ id: 't-4', drawNo: 1451, status: 'past', drawStatus: 'DRAW_DRAWN' }),
];
const api = buildApi(async (request: ApiRequest) => (request.path === '/tickets' ? buildTicketPage(past) : winner));

describe('ticket pages have no axe violations', () => {
  // axe's icon-ligature probe asks for a canvas, which jsdom lacks (it logs that canvas is missing and answers
  // undefined): answering null, as a browser without one does, gives the same outcome without the noise.
  beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
  afterEach(() => jest.restoreAllMocks());

  it('the past tickets list with a win, a claim, a loss and a drawn ticket', async () => {
    const { container } = renderTicketRoutes('/my-account/past-tickets', api);
    await screen.findByRole('list', { name: 'Past tickets' });
    expect(await violations(container)).toEqual([]);
  });

  it('a winning ticket’s page', async () => {
    const { container } = renderTicketRoutes('/my-account/past-tickets/ticket/t-1', api);
    await screen.findByRole('heading', { name: 'Result' });
    expect(await violations(container)).toEqual([]);
  });
});
