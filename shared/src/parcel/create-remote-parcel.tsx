import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { assertRemoteProps } from '../contract/check-remote';
import { CONTRACT_VERSION } from '../contract/contract-version';
import type { RemoteParcelModule, RemoteProps } from '../contract/remote-props';
import { createQueryClient } from '../data/query-client';
import type { QueryClient } from '../data/query-client';
import { RemoteProviders } from './remote-providers';

/**
 * Turns a remote's routes into the `./parcel` module the shell mounts: single-spa lifecycles in the
 * remote's own React root, under its own router at the base path the shell gives it (ARCHITECTURE
 * §2; single-spa's history patch keeps it in step with the shell's), plus the contract version it
 * was built against. A remote writes only its `<Routes>`; tests render them in a MemoryRouter.
 * Render errors are rethrown to the shell through `onRenderError` so the shell's boundary shows
 * the fallback and keeps the header, footer and other remotes alive. Buy buttons wrapped in `GuardedBuy`
 * read the session through the root's `BuyGuardProvider`. Reads share the shell's query cache (`queries`,
 * contract 1.3; a cache of the remote's own under an older shell), and a read's 404 or 401 becomes the
 * remote's not-found page or the way to sign in (`PageOutcomeProvider`).
 */
export function createRemoteParcel(
  Routes: React.ComponentType<RemoteProps>,
  contractVersion: string = CONTRACT_VERSION,
): RemoteParcelModule {
  let ownQueries: QueryClient | null = null;
  function CheckedRoot(props: RemoteProps & { onRenderError?: (error: Error) => void }) {
    assertRemoteProps(props);
    const queries = props.queries ?? (ownQueries ??= createQueryClient());
    return (
      <BrowserRouter basename={props.basePath}>
        <RemoteProviders props={props} queries={queries}>
          <Routes {...props} />
        </RemoteProviders>
      </BrowserRouter>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps & { onRenderError?: (error: Error) => void }>({
    React,
    ReactDOMClient,
    rootComponent: CheckedRoot,
    errorBoundary(error, _info, props) {
      // Hand the failure to the shell, which owns the fallback page and the Retry.
      queueMicrotask(() => props.onRenderError?.(error));
      return <></>;
    },
  });
  return {
    contractVersion,
    bootstrap: lifecycles.bootstrap as RemoteParcelModule['bootstrap'],
    mount: lifecycles.mount as RemoteParcelModule['mount'],
    unmount: lifecycles.unmount as RemoteParcelModule['unmount'],
    update: lifecycles.update as RemoteParcelModule['update'],
  };
}
