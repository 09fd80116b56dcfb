import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSignedInSession } from '@drawfront/shared/testing/build-session';
import { renderRemoteRoutes } from '@drawfront/shared/testing/render-remote';
import { AppRoutes } from '../app/app';
import { fakeLottoPartyApi } from './fake-lotto-party-api';
import type { ApiHandlers } from './fake-lotto-party-api';

/** The lotto party's routes at `path`, as the parcel mounts them; `guarded` adds the buy guard the app provides. */
export function renderLottoParty(path: string, props: RemoteProps, options: { guarded?: boolean } = {}) {
  return renderRemoteRoutes(AppRoutes, path, props, options);
}

/** A site with group play and order pages, where the shell mounts this remote. */
export const GROUP_PLAY_SITE = buildSite({ capabilities: ['commercial-lotteries', 'multi-offer-site', 'social-syndicates', 'viewing-orders'] });

/**
 * The page at `path` as a customer meets it: signed in (unless `signedIn` is false, or on `playBreak`), inside
 * the app's buy guard, over a fake API answering `handlers`. Answers the props (`navigate` is a mock), the
 * calls the page made and the rendered container.
 */
export function renderLottoPartyPage(path: string, handlers: ApiHandlers, { signedIn = true, playBreak }: { signedIn?: boolean; playBreak?: PlayBreak } = {}) {
  const { api, calls } = fakeLottoPartyApi(handlers);
  const props = buildRemoteProps({ site: GROUP_PLAY_SITE, api, navigate: jest.fn() });
  if (signedIn) props.session.set(buildSignedInSession(playBreak));
  const { container } = renderLottoParty(path, props, { guarded: true });
  return { props, calls, container };
}
