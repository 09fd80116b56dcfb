import { useEffect, useState } from 'react';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { RemoteParcelModule, RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import { loadRemoteParcel } from './federation';
import type { PageKind } from './page-kind';
import { RemoteSkeleton } from './remote-skeleton';

interface Props {
  remote: RemoteName;
  remoteProps: RemoteProps;
  /** The shape of the skeleton shown until the remote's parcel has loaded. */
  pageKind: PageKind;
}

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteParcelModule } | { status: 'failed'; error: Error };

/**
 * Loads a remote's parcel and mounts it with single-spa-react's `<Parcel>`, so React owns the
 * container and mount/unmount follow the route. Failures are thrown to the enclosing boundary.
 */
export function RemoteParcel({ remote, remoteProps, pageKind }: Props) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    loadRemoteParcel(remote).then(
      (module) => current && setState({ status: 'ready', module }),
      (error: unknown) => current && setState({ status: 'failed', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [remote]);

  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <RemoteSkeleton kind={pageKind} />;
  const fail = (error: Error) => setState({ status: 'failed', error });
  return (
    <Parcel
      config={state.module}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapClassName="df-remote__root"
      handleError={fail}
      onRenderError={fail}
      {...remoteProps}
    />
  );
}
