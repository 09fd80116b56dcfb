import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createCartClient } from '@drawfront/shared/cart/cart-client';
import { memoryCookieJar } from '@drawfront/shared/cart/cookie-jar';
import type { DrawfrontEvent } from '@drawfront/shared/bus/events';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import { QueryClientProvider } from '@drawfront/shared/data/data-context';
import { buildRemoteProps } from '@drawfront/shared/testing/build-remote-props';
import { shellQueries } from '@drawfront/shared/testing/shell-queries';
import { AppRoutes } from '../app/app';
import type { AppRoutesProps } from '../app/app';
import { buildCheckoutSite } from './builders';

export interface RenderOptions {
  /** Mount props to override; the site defaults to one with every page this remote links to. */
  props?: Partial<RemoteProps>;
  /** Sign a customer in before the page renders. */
  signedIn?: boolean;
  /** Cookies of the page (e.g. the anonymous cart token `df_cart`) the props' cart client reads. */
  cookies?: Record<string, string>;
  extra?: Partial<Omit<AppRoutesProps, keyof RemoteProps>>;
}

/**
 * Mount props as the shell gives them: its stores, bus and API, and the page's one cart client over
 * them (here on memory cookies), unless the test brings its own.
 */
function buildProps(overrides: Partial<RemoteProps>, cookies: Record<string, string>) {
  const { cartClient, ...rest } = overrides;
  const base = buildRemoteProps({ site: buildCheckoutSite(), ...rest });
  const jar = memoryCookieJar(cookies);
  const props: RemoteProps = {
    ...base,
    cartClient: cartClient ?? createCartClient({ api: base.api, cartStore: base.cart, sessionStore: base.session, cookies: jar, bus: base.bus }),
  };
  return { props, jar };
}

/** Renders the remote's routes at `path` with fake props (the cart client among them), and records bus events. */
export function renderRemote(path: string, { props: overrides = {}, signedIn = false, cookies = {}, extra = {} }: RenderOptions = {}) {
  const { props, jar } = buildProps(overrides, cookies);
  if (signedIn) props.session.set({ isAuthenticated: true, customerId: 'cust-1', accessToken: 'access-token', customer: null });
  const events: DrawfrontEvent[] = [];
  props.bus.events$.subscribe((event) => events.push(event));
  // The shell's page cache, with its one publisher of the balance, as the parcel mounts the remote.
  const queries = props.queries ?? shellQueries(props);
  const view = render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes {...props} {...extra} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, props, events, cookies: jar };
}

/**
 * `renderRemote` for pages whose code loads on demand (checkout, the receipt): rendered inside an async
 * `act`, so the page's chunk has arrived and React has rendered it before the test looks.
 */
export async function renderLazyRemote(path: string, options: RenderOptions = {}): Promise<ReturnType<typeof renderRemote>> {
  let rendered: ReturnType<typeof renderRemote> | undefined;
  await act(async () => {
    rendered = renderRemote(path, options);
  });
  return rendered!;
}
