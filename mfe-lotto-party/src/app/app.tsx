import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { CreateGroupPage } from '../features/create-group/components/create-group-page';
import { GroupPage } from '../features/groups/components/group-page';
import { MyGroupsPage } from '../features/groups/components/my-groups-page';
import { JoinPage } from '../features/join/components/join-page';
import { LottoPartyPage } from '../features/landing/components/lotto-party-page';
import { OrderPage } from '../features/order/components/order-page';
import { SessionPage } from '../features/session/components/session-page';

/** The lotto-party remote's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  const { api, bus, cartClient, i18n, navigate, session, site } = props;
  return (
    <Routes>
      <Route path="/lotto-party" element={<LottoPartyPage i18n={i18n} navigate={navigate} session={session} site={site} />} />
      <Route path="/lotto-party/group" element={<CreateGroupPage api={api} cartClient={cartClient} i18n={i18n} navigate={navigate} session={session} site={site} />} />
      <Route path="/lotto-party/join" element={<JoinPage api={api} i18n={i18n} navigate={navigate} site={site} />} />
      <Route path="/my-account/lotto-party/:page?" element={<MyGroupsPage api={api} i18n={i18n} navigate={navigate} site={site} />} />
      <Route path="/my-account/lotto-party/group/:id/:page?" element={<GroupPage api={api} i18n={i18n} navigate={navigate} site={site} />} />
      <Route path="/my-account/lotto-party/session/:id" element={<SessionPage api={api} bus={bus} cartClient={cartClient} i18n={i18n} navigate={navigate} site={site} />} />
      <Route path="/my-account/lotto-party/ticket/:id" element={<OrderPage api={api} i18n={i18n} navigate={navigate} site={site} />} />
      <Route path="*" element={<NotFound i18n={i18n} navigate={navigate} />} />
    </Routes>
  );
}
