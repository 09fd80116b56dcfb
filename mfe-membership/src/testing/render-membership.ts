import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { renderRemoteRoutes } from '@drawfront/shared/testing/render-remote';
import { AppRoutes } from '../app/app';

/** The membership routes at `path` under the props' base path, as the parcel mounts them; `guarded` adds the buy guard the app provides. */
export function renderMembership(path: string, props: RemoteProps, options: { guarded?: boolean } = {}) {
  return renderRemoteRoutes(AppRoutes, path, props, options);
}
