import type { preHandlerHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { CONNECTID_REDIRECT_URI, LINK_REDIRECT_URI, SIGN_IN_REDIRECT_URI } from '../../oidc/test-providers';
import type { IdentityProviders } from '../../oidc/test-providers';
import type { RouteScope } from '../../plugins/module-plugin';
import type { IdentityService } from '../identity/service';
import type { SiteService } from '../sites/service';
import { createAuthorizationFlow } from './authorization';
import { createConnectIdService } from './connectid-service';
import { createLinkedAccountsService } from './linked-accounts';
import { socialAuthRoutes } from './routes';
import { createSocialSignInService } from './service';

interface SocialAuthDeps {
  db: Database;
  now: () => Date;
  providers: IdentityProviders;
  identity: IdentityService;
  sites: SiteService;
}

/** The three services share one authorization flow (state, PKCE verifier and nonce). */
function buildSocialAuth({ db, now, providers, identity, sites }: SocialAuthDeps) {
  const flow = createAuthorizationFlow(db, {
    now,
    providers,
    redirectPath: (key, purpose) => (key === 'connectid' ? CONNECTID_REDIRECT_URI : purpose === 'link' ? LINK_REDIRECT_URI : SIGN_IN_REDIRECT_URI),
    siteOrigin: async (siteKey) => `https://${(await sites.getSite(siteKey))?.domains[0] ?? 'localhost'}`,
  });
  return {
    signIn: createSocialSignInService(db, { now, flow, identity }),
    linked: createLinkedAccountsService(db, { now, flow }),
    connectId: createConnectIdService(db, { flow, now }),
  };
}

type SocialAuth = ReturnType<typeof buildSocialAuth>;

/**
 * Sign in with Apple and Google, and ConnectID: real providers where configured, the test provider behind the
 * test doors.
 */
export const socialAuthPlugin = {
  build: buildSocialAuth,
  routes: {
    v2: (v2: RouteScope, { socialAuth, identity, sites, stepUp }: { socialAuth: SocialAuth; identity: IdentityService; sites: SiteService; stepUp: preHandlerHookHandler }) =>
      v2.register(socialAuthRoutes, { signIn: socialAuth.signIn, linked: socialAuth.linked, connectId: socialAuth.connectId, identity, sites, stepUp }),
  },
};
