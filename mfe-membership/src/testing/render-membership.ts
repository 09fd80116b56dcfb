import type { ApiRequest } from '@drawfront/shared/api-client/types';
import type { Capability } from '@drawfront/shared/contract/capabilities';
import type { RemoteProps } from '@drawfront/shared/contract/remote-props';
import type { PlayBreak } from '@drawfront/shared/rules/play-break';
import { buildRemoteProps, buildSite } from '@drawfront/shared/testing/build-remote-props';
import { buildSignedInSession } from '@drawfront/shared/testing/build-session';
import { renderRemoteRoutes } from '@drawfront/shared/testing/render-remote';
import { AppRoutes } from '../app/app';
import { CONFIG, membership } from './build-membership';
import { fakeApi } from './fake-api';

/** The membership routes at `path` under the props' base path, as the parcel mounts them; `guarded` adds the buy guard the app provides. */
export function renderMembership(path: string, props: RemoteProps, options: { guarded?: boolean } = {}) {
  return renderRemoteRoutes(AppRoutes, path, props, options);
}

export interface MembershipPageOptions {
  /** Signed out: no customer, so no membership is read. Default true. */
  signedIn?: boolean;
  playBreak?: PlayBreak;
  /** Default: the programme, premium sold through the cart, giveaway entries. */
  capabilities?: Capability[];
  /** `/daily-winners` (default) for the programme's pages, `/` for my account's. */
  basePath?: string;
  /** The site's locale (en-GB: the pound sub-variant). Default en-AU. */
  locale?: 'en-AU' | 'en-GB';
}

/**
 * The page at `path` as a customer meets it, inside the app's buy guard, over a fake Membership API that answers
 * the programme's config and a free membership unless `handlers` say otherwise. Answers the props (`navigate` and
 * `notify` are mocks), the calls the page made and the rendered container.
 */
export function renderMembershipPage(path: string, handlers: Record<string, (request: ApiRequest) => unknown> = {}, options: MembershipPageOptions = {}) {
  const { signedIn = true, playBreak, capabilities = ['membership-program', 'membership-purchase', 'giveaway-entries'], basePath = '/daily-winners', locale = 'en-AU' } = options;
  const { api, calls } = fakeApi({ 'GET /v4/config': () => CONFIG, 'GET /v3/customer': () => membership(), ...handlers });
  const props = buildRemoteProps({ basePath, site: buildSite({ capabilities, locale }), api, navigate: jest.fn(), notify: jest.fn() });
  if (signedIn) props.session.set(buildSignedInSession(playBreak));
  const { container } = renderMembership(path, props, { guarded: true });
  return { props, calls, container };
}
