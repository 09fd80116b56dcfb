import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { ProgrammePage } from '../features/programme/components/programme-page';
import { ProgrammeUnavailable } from '../features/programme/components/programme-unavailable';
import { isProgrammeOn } from '../features/programme/model/programme-paths';

/** The membership remote's routes under its base path (/daily-winners), under whatever router the caller provides. */
export function AppRoutes(props: RemoteProps) {
  // The shell mounts this remote only with membership-program; checking again keeps a wrong route table from showing the programme.
  if (!isProgrammeOn(props.site.capabilities)) return <ProgrammeUnavailable i18n={props.i18n} navigate={props.navigate} />;
  return (
    <Routes>
      <Route path="/" element={<ProgrammePage i18n={props.i18n} navigate={props.navigate} session={props.session} site={props.site} />} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}
