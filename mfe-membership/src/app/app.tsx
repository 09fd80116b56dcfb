import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { hasCapabilities } from '@drawfront/shared/contract/capabilities';
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
 * The membership remote's routes, under whatever router the caller provides. The shell mounts it at
 * /daily-winners (the programme's pages) and at / for the customer's giveaways in my account
 * (/my-account/current-giveaways and /closed-giveaways, route table).
 */
export function AppRoutes(props: RemoteProps) {
  // The shell mounts this remote only with membership-program; checking again keeps a wrong route table from showing the programme.
  if (!isProgrammeOn(props.site.capabilities)) return <ProgrammeUnavailable i18n={props.i18n} navigate={props.navigate} />;
  const notFound = <NotFound i18n={props.i18n} navigate={props.navigate} />;
  if (props.basePath === '/') {
    return (
      <Routes>
        <Route path="/my-account/current-giveaways/:page?" element={<MyGiveawaysPage {...props} which="current" />} />
        <Route path="/my-account/closed-giveaways/:page?" element={<MyGiveawaysPage {...props} which="closed" />} />
        <Route path="*" element={notFound} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path="/" element={<ProgrammePage {...props} />} />
      <Route path="/winners" element={<WinnersPage {...props} />} />
      <Route path="/deposit" element={<DepositPage {...props} />} />
      <Route path="/giveaways/:giveawayType/:drawNumber" element={<GiveawayPage {...props} />} />
      <Route path="/membership-tiers" element={hasCapabilities(props.site.capabilities, ['membership-purchase']) ? <TiersPage {...props} /> : notFound} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
