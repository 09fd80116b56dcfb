import type { ReactNode } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CONTRACT_VERSION } from '@drawfront/shared/contract/contract-version';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { RemoteName } from '@drawfront/shared/contract/remotes';
import type { ShellContext } from '../../lib/shell-context';
import type { PageKind } from './page-kind';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteParcel } from './remote-parcel';
import { reloadIfStale } from './stale-chunk';
import { showForPage } from '../../lib/show-for-page';

interface Props {
  remote: RemoteName;
  basePath: string;
  context: ShellContext;
  /** The skeleton's shape while the remote loads. */
  pageKind: PageKind;
  /** What stands in for the remote when it fails to load or throws; `retry` loads it afresh. */
  fallback: (retry: () => void) => ReactNode;
}

/** Builds the typed mount props: the whole contract between the shell and a remote. */
function useRemoteProps(context: ShellContext, basePath: string): RemoteProps {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      contractVersion: CONTRACT_VERSION,
      basePath,
      site: context.site,
      bus: context.bus,
      session: context.session,
      cart: context.cart,
      cartClient: context.cartClient,
      api: context.api,
      ...(context.queries ? { queries: context.queries } : {}),
      notify: (notification) => showForPage(context, notification),
      i18n: context.i18n,
      navigate: (to, options) => navigate(to, { replace: options?.replace ?? false }),
    }),
    [context, basePath, navigate],
  );
}

/**
 * Where a remote lives on the page: a boundary keyed by remote, version and retry attempt, so a
 * Retry starts from a fresh load and a version swap never reuses the old instance.
 */
export function RemoteOutlet({ remote, basePath, context, pageKind, fallback }: Props) {
  const location = useLocation();
  const remoteProps = useRemoteProps(context, basePath);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const artifact = context.release.remotes[remote];

  const report = useCallback(
    (error: Error) => {
      console.error(`[drawfront] remote "${remote}" ${artifact?.version ?? '(not in release)'} failed:`, error);
      context.bus.emit({ type: 'analytics/track', name: 'remote_failed', properties: { remote, version: artifact?.version ?? null, message: error.message } });
      reloadIfStale(context.bootedAt);
    },
    [artifact?.version, context, remote],
  );

  return (
    <div className="df-remote" data-remote={remote} data-remote-version={artifact?.version ?? ''}>
      <RemoteErrorBoundary
        key={`${remote}@${artifact?.version}#${attempt}`}
        resetKey={location.pathname}
        onError={report}
        fallback={() => fallback(retry)}
      >
        {artifact ? <RemoteParcel remote={remote} remoteProps={remoteProps} pageKind={pageKind} /> : <MissingRemote remote={remote} />}
      </RemoteErrorBoundary>
    </div>
  );
}

function MissingRemote({ remote }: { remote: RemoteName }): never {
  throw new Error(`The live release does not pin remote "${remote}"`);
}
