import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApiClient } from '@drawfront/shared/api-client/types';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { TicketDetailPage } from '../features/tickets/components/ticket-detail-page';
import { TicketsPage } from '../features/tickets/components/tickets-page';
import { CurrentPath } from './current-path';

/** Renders the ticket routes as the app declares them, at `path`, with a fixed clock. */
export function renderTicketRoutes(path: string, api: ApiClient, overrides: Partial<RemoteProps> & { now?: Date } = {}) {
  const { now = new Date('2026-11-25T23:00:00Z'), ...rest } = overrides;
  // A site with the ticket pages unless the test brings its own, so the lists and tickets link to each other.
  const props = buildRemoteProps({ api, site: buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site', 'viewing-orders'] }), ...rest });
  const clock = () => now;
  const page = { api: props.api, i18n: props.i18n, navigate: props.navigate, site: props.site, clock };
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/my-account/upcoming-tickets/:page?" element={<TicketsPage key="upcoming" status="upcoming" {...page} />} />
        <Route path="/my-account/upcoming-tickets/ticket/:id" element={<TicketDetailPage key="upcoming" status="upcoming" {...page} />} />
        <Route path="/my-account/past-tickets/:page?" element={<TicketsPage key="past" status="past" {...page} />} />
        <Route path="/my-account/past-tickets/ticket/:id" element={<TicketDetailPage key="past" status="past" {...page} />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}
