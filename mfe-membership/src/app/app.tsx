import { useRoutes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
import { remoteRoutes } from '@drawfront/shared/routes/remote-routes';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { DepositPage } from '../features/deposit/components/deposit-page';
import { GiveawayPage } from '../features/giveaways/components/giveaway-page';
import { MyGiveawaysPage } from '../features/my-giveaways/components/my-giveaways-page';
import { ProgrammePage } from '../features/programme/components/programme-page';
import { ProgrammeUnavailable } from '../features/programme/components/programme-unavailable';
import { isProgrammeOn } from '../features/programme/model/programme-paths';
import { TiersPage } from '../features/tiers/components/tiers-page';
import { WinnersPage } from '../features/winners/components/winners-page';

/**
 * The membership remote's routes (the route table's, at the site's paths), under whatever router the
 * caller provides. The shell mounts it at /daily-winners for the programme's pages and at / for the
 * customer's giveaways in my account; each mount lists the routes under its base path.
 */
export function AppRoutes(props: RemoteProps) {
  const notFound = <NotFound i18n={props.i18n} navigate={props.navigate} />;
  const routes = useRoutes(
    remoteRoutes(
      'membership',
      props.site,
      {
        'daily-winners': <ProgrammePage {...props} />,
        'daily-winners-winners': <WinnersPage {...props} />,
        'daily-winners-deposit': <DepositPage {...props} />,
        'daily-winners-giveaway': <GiveawayPage {...props} />,
        'daily-winners-membership-tiers': hasCapabilities(props.site.capabilities, ['membership-purchase']) ? <TiersPage {...props} /> : notFound,
        'current-giveaways': <MyGiveawaysPage {...props} which="current" />,
        'closed-giveaways': <MyGiveawaysPage {...props} which="closed" />,
      },
      { basePath: props.basePath, notFound },
    ),
  );
  // The shell mounts this remote only with membership-program; checking again keeps a wrong route table from showing the programme.
  if (!isProgrammeOn(props.site.capabilities)) return <ProgrammeUnavailable i18n={props.i18n} navigate={props.navigate} site={props.site} />;
  return routes;
}
