import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { renderRemoteRoutes } from '@drawfront/shared/testing/render-remote';
import { AppRoutes } from '../app/app';

/** The lotto party's routes at `path`, as the parcel mounts them; `guarded` adds the buy guard the app provides. */
export function renderLottoParty(path: string, props: RemoteProps, options: { guarded?: boolean } = {}) {
  return renderRemoteRoutes(AppRoutes, path, props, options);
}
