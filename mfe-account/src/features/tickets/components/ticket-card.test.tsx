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
    expect(screen.getByText('Ticket number').nextSibling?.textContent).toBe('17');
    unmount();
    render(card());
    expect(screen.queryByText('Ticket number')).toBeNull();
  });
});
