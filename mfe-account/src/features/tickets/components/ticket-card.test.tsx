import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createPathTo } from '@drawfront/shared/routes/path-to';
import { buildI18n, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildPastTicket } from '../../../testing/build-tickets';
import { TicketCard } from './ticket-card';

const site = buildSite();
// A site with ticket pages, so each card's heading links to its ticket.
const pathTo = createPathTo({ capabilities: ['viewing-orders'] });

describe('TicketCard', () => {
  it('shows no result link when the site has no result page (pathTo answered null), and still the outcome', () => {
    render(
      <MemoryRouter>
        <ul>
          <TicketCard ticket={buildPastTicket()} status="past" now={new Date('2026-11-25T23:00:00Z')} resultPath={null} pathTo={pathTo} support={site.constants} i18n={buildI18n(site)} navigate={jest.fn()} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText('Division 6')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /See full results/ })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/my-account/past-tickets/ticket/t-1']);
  });

  it("shows a raffle ticket's number, and none for a lottery ticket", () => {
    const card = (entryNo?: number) => (
      <MemoryRouter>
        <ul>
          <TicketCard ticket={{ ...buildPastTicket(), ...(entryNo === undefined ? {} : { entryNo }) }} status="past" now={new Date('2026-11-25T23:00:00Z')} resultPath={null} pathTo={pathTo} support={site.constants} i18n={buildI18n(site)} navigate={jest.fn()} />
        </ul>
      </MemoryRouter>
    );
    const { unmount } = render(card(17));
    expect(screen.getByText('Games').nextSibling?.textContent).toBe('1 raffle ticket (no. 17)');
    unmount();
    render(card());
    expect(screen.getByText('Games').nextSibling?.textContent).toBe('1 game');
  });

  it('shows the winning game first and highlighted, with its number as played, its division and its prize', () => {
    const base = buildPastTicket();
    const miss = { matched: { numbers: [] }, division: null, prize: null };
    const ticket = {
      ...base,
      games: [{ numbers: [1, 2, 3, 4, 5, 6] }, { numbers: [7, 8, 9, 10, 11, 12] }, { numbers: [13, 14, 15, 16, 17, 18] }, { numbers: [19, 20, 21, 22, 23, 24] }],
      outcome: { ...base.outcome!, games: [miss, miss, { matched: { numbers: [13, 14, 15] }, division: 5, prize: { amount: 1240, currency: 'AUD' } }, miss] },
    };
    render(
      <MemoryRouter>
        <ul>
          <TicketCard ticket={ticket} status="past" now={new Date('2026-11-25T23:00:00Z')} resultPath={null} pathTo={pathTo} support={site.constants} i18n={buildI18n(site)} navigate={jest.fn()} />
        </ul>
      </MemoryRouter>,
    );
    const games = screen.getAllByText(/^Game \d$/).map((name) => name.closest('li')!);
    expect(games.map((game) => game.querySelector('.account-ticket-game__name')!.textContent)).toEqual(['Game 3', 'Game 1', 'Game 2', 'Game 4']);
    expect(games[0]!.className).toContain('account-ticket-game--won');
    expect(games[0]!.textContent).toContain('Division 5 · $12.40');
    expect(games[1]!.textContent).toContain('No prize this time');
  });
});
