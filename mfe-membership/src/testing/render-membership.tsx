import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { BuyGuardProvider } from '@drawfront/shared/ui/play-break-notice';
import { AppRoutes } from '../app/app';

/**
 * The remote's routes at `path` under the props' base path, as the parcel mounts them; `guarded` puts them
 * inside the buy guard the app provides, so a customer's break replaces the buy buttons.
 */
export function renderMembership(path: string, props: RemoteProps, { guarded = false }: { guarded?: boolean } = {}) {
  const routes = <AppRoutes {...props} />;
  return render(
    <MemoryRouter basename={props.basePath === '/' ? undefined : props.basePath} initialEntries={[path]}>
      {guarded ? (
        <BuyGuardProvider session={props.session} site={props.site} i18n={props.i18n} navigate={props.navigate}>
          {routes}
        </BuyGuardProvider>
      ) : (
        routes
      )}
    </MemoryRouter>,
  );
}
