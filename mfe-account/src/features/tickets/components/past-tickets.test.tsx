import { fireEvent, screen, within } from '@testing-library/react';
import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { Ticket } from '@drawfront/shared/contract/purchase';
import { buildApi } from '@drawfront/shared/testing/build-remote-props';
import { buildLosingOutcome, buildOutcome, buildPastTicket, buildTicket, buildTicketPage } from '../../../testing/build-tickets';
import { renderTicketRoutes } from '../../../testing/render-ticket-routes';

/** A fake API answering the ticket list and each ticket by id from `tickets`. */
function ticketsApi(tickets: Ticket[]) {
  return buildApi(async (request: ApiRequest) => {
    if (request.path === '/tickets') return buildTicketPage(tickets.filter((ticket) => ticket.status === request.query?.status));
    const found = tickets.find((ticket) => request.path === `/tickets/${ticket.id}`);
    if (!found) throw new Error(`Unexpected API call ${request.path}`);
    return found;
  });
}

async function pastCard(ticket: Ticket) {
  renderTicketRoutes('/my-account/past-tickets', ticketsApi([ticket]));
  const list = await screen.findByRole('list', { name: 'Past tickets' });
  return within(within(list).getAllByRole('listitem')[0] as HTMLElement);
}

describe('past tickets', () => {
  it('shows the winning numbers, the matched numbers in words, the division and the prize paid to the wallet', async () => {
    const card = await pastCard(buildPastTicket({ offerName: 'Powerball', drawNo: 1450 }));

    const winning = card.getByRole('list', { name: 'Winning numbers: 3, 9, 12, 20, 27, 44, Powerball 7' });
    expect(within(winning).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3', '9', '12', '20', '27', '44', 'Powerball 7']);
    const game = card.getByRole('list', { name: 'Game 1: 3 (matched), 12 (matched), 18, 27 (matched), 33, 41, Powerball 7 (matched)' });
    expect(within(game).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3 (matched)', '12 (matched)', '18', '27 (matched)', '33', '41', 'Powerball 7 (matched)']);
    // The highlight on screen is on exactly the matched balls.
    expect(Array.from(game.querySelectorAll('.account-ball--matched')).map((ball) => ball.textContent)).toEqual(['3', '12', '27', '7']);
    expect(card.getByText('Division 6')).toBeTruthy();
    expect(card.getByText('You won $12.40')).toBeTruthy();
    expect(card.getByText('Paid to your wallet')).toBeTruthy();
  });

  it('says "Being paid" while a prize is on its way', async () => {
    const card = await pastCard(buildPastTicket({ drawStatus: 'DRAW_SCORED', outcome: buildOutcome({ prizeStatus: 'pending' }) }));
    expect(card.getByText('You won $12.40')).toBeTruthy();
    expect(card.getByText('Being paid')).toBeTruthy();
    expect(card.queryByText('Paid to your wallet')).toBeNull();
  });

  it("asks for a claim above the threshold, with the site's support phone and email", async () => {
    const card = await pastCard(buildPastTicket({ outcome: buildOutcome({ games: [{ matched: { numbers: [3, 12, 27], powerball: [7] }, division: 2 }], prize: { amount: 5_000_000, currency: 'AUD' }, prizeStatus: 'claim_required' }) }));
    expect(card.getByText('Division 2')).toBeTruthy();
    expect(card.getByText('You won $50,000.00')).toBeTruthy();
    expect(card.getByText('Claim required — contact us to claim this prize')).toBeTruthy();
    const contact = card.getByRole('list', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '1300 000 000' }).getAttribute('href')).toBe('tel:1300000000');
    expect(within(contact).getByRole('link', { name: 'help@demo.example' }).getAttribute('href')).toBe('mailto:help@demo.example');
  });

  it('says "No prize this time" for a game that won nothing, and claims no win', async () => {
    const card = await pastCard(buildPastTicket({ outcome: buildLosingOutcome() }));
    expect(card.getByText('No prize this time')).toBeTruthy();
    expect(card.getByRole('list', { name: 'Game 1: 3 (matched), 12, 18, 27, 33, 41, Powerball 7' })).toBeTruthy();
    expect(card.queryByText(/^You won/)).toBeNull();
    expect(card.queryByText('Paid to your wallet')).toBeNull();
  });

  it("links each past ticket to its draw's result page by the offer's URL, through the shell", async () => {
    const navigate = jest.fn();
    renderTicketRoutes('/my-account/past-tickets', ticketsApi([buildPastTicket({ lotteryKey: 'saturday-super-draw', offerUrl: 'saturday-super-draw-uk', offerName: 'Saturday Super Draw', drawNo: 4412 })]), { navigate });
    const link = await screen.findByRole('link', { name: 'See full results of Saturday Super Draw draw 4412' });
    expect(link.getAttribute('href')).toBe('/saturday-super-draw-uk/results/draw/4412');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/saturday-super-draw-uk/results/draw/4412');
  });

  it('says a drawn ticket is being checked until its draw is scored, with the result link already there', async () => {
    const card = await pastCard(buildTicket({ status: 'past', drawStatus: 'DRAW_DRAWN', outcome: null }));
    expect(card.getByText('Drawn — checking your numbers')).toBeTruthy();
    expect(card.queryByRole('list', { name: /^Winning numbers/ })).toBeNull();
    expect(card.getByRole('link', { name: /^See full results/ })).toBeTruthy();
  });
});

describe('upcoming tickets', () => {
  it('says sales are closed for a closed or capped draw, and nothing for an open one', async () => {
    renderTicketRoutes(
      '/my-account/upcoming-tickets',
      ticketsApi([buildTicket({ id: 't-1', drawStatus: 'DRAW_CLOSED' }), buildTicket({ id: 't-2', drawStatus: 'DRAW_CAPPED' }), buildTicket({ id: 't-3', drawStatus: 'DRAW_OPEN' })]),
    );
    const cards = Array.from((await screen.findByRole('list', { name: 'Upcoming tickets' })).children) as HTMLElement[];
    expect(cards.map((card) => within(card).queryByText('Sales closed — waiting for the draw') !== null)).toEqual([true, true, false]);
    // No result exists yet: no result link, no outcome.
    expect(screen.queryByRole('link', { name: /^See full results/ })).toBeNull();
  });

  it('says sales are closed on the ticket page too', async () => {
    renderTicketRoutes('/my-account/upcoming-tickets/ticket/t-1', ticketsApi([buildTicket({ id: 't-1', drawStatus: 'DRAW_CLOSED' })]));
    expect(await screen.findByText('Sales closed — waiting for the draw')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Result' })).toBeNull();
  });
});

describe('a past ticket’s page', () => {
  it('shows the result under its own heading, then the numbers with matches and divisions, in heading order', async () => {
    const navigate = jest.fn();
    renderTicketRoutes('/my-account/past-tickets/ticket/t-1', ticketsApi([buildPastTicket({ id: 't-1', offerUrl: 'powerball', drawNo: 1450 })]), { navigate });

    expect(await screen.findByRole('heading', { level: 2, name: 'Result' })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`)).toEqual(['H1 Ticket details', 'H2 Result', 'H2 Your numbers']);
    expect(screen.getByRole('list', { name: 'Winning numbers: 3, 9, 12, 20, 27, 44, Powerball 7' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Game 1: 3 (matched), 12 (matched), 18, 27 (matched), 33, 41, Powerball 7 (matched)' })).toBeTruthy();
    expect(screen.getByText('Division 6')).toBeTruthy();
    expect(screen.getByText('You won $12.40')).toBeTruthy();
    expect(screen.getByText('Paid to your wallet')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'See full results of Powerball draw 1450' });
    expect(link.getAttribute('href')).toBe('/powerball/results/draw/1450');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/powerball/results/draw/1450');
  });

  it('says the numbers are being checked for a drawn, unscored ticket', async () => {
    renderTicketRoutes('/my-account/past-tickets/ticket/t-1', ticketsApi([buildTicket({ id: 't-1', status: 'past', drawStatus: 'DRAW_DRAWN' })]));
    expect(await screen.findByText('Drawn — checking your numbers')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Result' })).toBeNull();
    expect(screen.queryByText('Division 6')).toBeNull();
  });
});
