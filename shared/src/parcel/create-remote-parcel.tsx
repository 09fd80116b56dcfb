import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { assertRemoteProps } from '../contract/check-remote';
import { CONTRACT_VERSION } from '../contract/contract-version';
import type { RemoteParcelModule, RemoteProps } from '../contract/remote-props';
import { BuyGuardProvider } from '../ui/play-break-notice';

/**
 * Turns a remote's routes into the `./parcel` module the shell mounts: single-spa lifecycles in the
 * remote's own React root, under its own router at the base path the shell gives it (ARCHITECTURE
 * §2; single-spa's history patch keeps it in step with the shell's), plus the contract version it
 * was built against. A remote writes only its `<Routes>`; tests render them in a MemoryRouter.
 * Render errors are rethrown to the shell through `onRenderError` so the shell's boundary shows
 * the fallback and keeps the header, footer and other remotes alive. Buy buttons wrapped in `GuardedBuy`
 * read the session through the root's `BuyGuardProvider`.
 */
export function createRemoteParcel(
  Routes: React.ComponentType<RemoteProps>,
  contractVersion: string = CONTRACT_VERSION,
): RemoteParcelModule {
  function CheckedRoot(props: RemoteProps & { onRenderError?: (error: Error) => void }) {
    assertRemoteProps(props);
    return (
      <BrowserRouter basename={props.basePath}>
        {/* Every buy button of the remote becomes the break notice while the customer is on a break. */}
        <BuyGuardProvider session={props.session} site={props.site} i18n={props.i18n} navigate={props.navigate}>
          <Routes {...props} />
        </BuyGuardProvider>
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
