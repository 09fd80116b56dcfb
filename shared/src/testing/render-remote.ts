import { render } from '@testing-library/react';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteProps } from '../contract/remote-props';
import { createQueryClient } from '../data/query-client';
import { RemoteProviders } from '../parcel/remote-providers';
import { BuyGuardProvider } from '../ui/play-break-notice';

/**
 * A remote's routes at `path` under the props' base path, as its parcel mounts them; `guarded` puts them
 * inside the buy guard the app provides, so a customer's break replaces the buy buttons; `mounted` puts them
 * inside everything the parcel gives them (the query cache, the buy guard, the not-found and sign-in outcomes).
 */
export function renderRemoteRoutes(
  AppRoutes: ComponentType<RemoteProps>,
  path: string,
  props: RemoteProps,
  { guarded = false, mounted = false }: { guarded?: boolean; mounted?: boolean } = {},
) {
  const routes = createElement(AppRoutes, props);
  const guard = mounted
    ? createElement(RemoteProviders, { props, queries: props.queries ?? createQueryClient(), children: routes })
    : guarded
      ? createElement(BuyGuardProvider, { session: props.session, site: props.site, i18n: props.i18n, navigate: props.navigate, children: routes })
      : routes;
  return render(createElement(MemoryRouter, { basename: props.basePath === '/' ? undefined : props.basePath, initialEntries: [path] }, guard));
}
