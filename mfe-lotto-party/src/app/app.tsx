import { Route, Routes } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { NotFound } from '@drawfront/shared/ui/not-found';
import { LottoPartyPage } from '../features/landing/components/lotto-party-page';

/** The lotto-party remote's routes, under whatever router the caller provides (a MemoryRouter in tests). */
export function AppRoutes(props: RemoteProps) {
  return (
    <Routes>
      <Route path="/lotto-party" element={<LottoPartyPage i18n={props.i18n} navigate={props.navigate} session={props.session} site={props.site} />} />
      <Route path="*" element={<NotFound i18n={props.i18n} navigate={props.navigate} />} />
    </Routes>
  );
}
