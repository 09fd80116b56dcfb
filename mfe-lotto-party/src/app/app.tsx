import { useRoutes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { remoteRoutes } from '@drawfront/shared/routes/remote-routes';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { CreateGroupPage } from '../features/create-group/components/create-group-page';
import { GroupPage } from '../features/groups/components/group-page';
import { MyGroupsPage } from '../features/groups/components/my-groups-page';
import { JoinPage } from '../features/join/components/join-page';
import { LottoPartyPage } from '../features/landing/components/lotto-party-page';
import { OrderPage } from '../features/order/components/order-page';
import { SessionPage } from '../features/session/components/session-page';

/** The lotto-party remote's routes (the route table's, at the site's paths), under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  const { api, basePath, bus, cartClient, i18n, navigate, session, site } = props;
  return useRoutes(
    remoteRoutes(
      'lotto-party',
      site,
      {
        'lotto-party': <LottoPartyPage i18n={i18n} navigate={navigate} session={session} site={site} />,
        'lotto-party-group': <CreateGroupPage api={api} cartClient={cartClient} i18n={i18n} navigate={navigate} session={session} site={site} />,
        'lotto-party-join': <JoinPage api={api} i18n={i18n} navigate={navigate} site={site} />,
        'my-lotto-party': <MyGroupsPage api={api} i18n={i18n} navigate={navigate} site={site} />,
        'my-lotto-party-group': <GroupPage api={api} i18n={i18n} navigate={navigate} site={site} />,
        'my-lotto-party-session': <SessionPage api={api} bus={bus} cartClient={cartClient} i18n={i18n} navigate={navigate} site={site} />,
        'my-lotto-party-ticket': <OrderPage api={api} i18n={i18n} navigate={navigate} site={site} />,
      },
      { basePath, notFound: <NotFound i18n={i18n} navigate={navigate} /> },
    ),
  );
}
