import { accountClosurePlugin } from '../modules/account-closure/plugin';
import { cartPlugin } from '../modules/cart/plugin';
import { cartReplayPlugin } from '../modules/cart-replay/plugin';
import { cataloguePlugin } from '../modules/catalogue/plugin';
import { checkoutPlugin } from '../modules/checkout/plugin';
import { communicationPreferencesPlugin } from '../modules/communication-preferences/plugin';
import { contentPlugin } from '../modules/content/plugin';
import { customerPlugin } from '../modules/customer/plugin';
import { customerDetailsPlugin } from '../modules/customer-details/plugin';
import { depositLimitsPlugin } from '../modules/deposit-limits/plugin';
import { discoveryPlugin } from '../modules/discovery/plugin';
import { drawsPlugin } from '../modules/draws/plugin';
import { eventsPlugin } from '../modules/events/plugin';
import { favouritesPlugin } from '../modules/favourites/plugin';
import { fundsPlugin } from '../modules/funds/plugin';
import { healthPlugin } from '../modules/health/plugin';
import { heartbeatPlugin } from '../modules/heartbeat/plugin';
import { identityPlugin } from '../modules/identity/plugin';
import { ledgerPlugin } from '../modules/ledger/plugin';
import { locatePlugin } from '../modules/locate/plugin';
import { lottoPartyPlugin } from '../modules/lotto-party/plugin';
import { membershipPlugin } from '../modules/membership/plugin';
import { migrationPlugin } from '../modules/migration/plugin';
import { notificationsPlugin } from '../modules/notifications/plugin';
import { outboxPlugin } from '../modules/outbox/plugin';
import { partnersPlugin } from '../modules/partners/plugin';
import { placementPlugin } from '../modules/placement/plugin';
import { playBreaksPlugin } from '../modules/play-breaks/plugin';
import { preCommitmentPlugin } from '../modules/precommitment/plugin';
import { purchasePlugin } from '../modules/purchase/plugin';
import { raffleSupportPlugin } from '../modules/raffle-support/plugin';
import { recurringPlugin } from '../modules/recurring/plugin';
import { releasesPlugin } from '../modules/releases/plugin';
import { remotesPlugin } from '../modules/remotes/plugin';
import { resultsPlugin } from '../modules/results/plugin';
import { sitesPlugin } from '../modules/sites/plugin';
import { socialAuthPlugin } from '../modules/social-auth/plugin';
import { spendLimitsPlugin } from '../modules/spend-limits/plugin';
import { statementsPlugin } from '../modules/statements/plugin';
import { syndicatesPlugin } from '../modules/syndicates/plugin';
import { termsPlugin } from '../modules/terms/plugin';
import { translationsPlugin } from '../modules/translations/plugin';
import { twoFactorPlugin } from '../modules/two-factor/plugin';
import { verificationPlugin } from '../modules/verification/plugin';
import { vouchersPlugin } from '../modules/vouchers/plugin';
import { withdrawalsPlugin } from '../modules/withdrawals/plugin';
import { testIdpPlugin } from '../oidc/plugin';
import { apiVersionHook } from '../plugins/api-version';
import { API_VERSION_ANSWERS, documentAnswers, SIGNATURE_ANSWERS, SITE_RESOLUTION_ANSWERS } from '../plugins/documented-answers';
import { sendNotFound } from '../plugins/error-handler';
import type { RouteRegistration, RouteScope } from '../plugins/module-plugin';
import { verifySignatureHook } from '../plugins/signature';
import { resolveSiteHook, siteFromQueryHook } from '../plugins/site-resolution';
import type { Services } from './services';

/** One prefix of the API and what every call under it goes through before its route. */
interface Scope {
  prefix?: string;
  /**
   * How the site is found: by host or header (`host`), or also by `?site=` (`host-or-query`: a link the browser
   * follows without the client's headers, such as an image). Absent: the routes take the site as a parameter, or none.
   */
  site?: 'host' | 'host-or-query';
  /** Every call carries the client's HMAC signature (plugins/signature.ts). */
  signed?: boolean;
  /** Every call names a main API version the server speaks (plugins/api-version.ts). */
  versioned?: boolean;
  /** An unknown path under the prefix answers the API's 404 shape. */
  notFound?: boolean;
  /** The modules' routes, in the order they register (the OpenAPI document lists them in this order). */
  routes: readonly RouteRegistration<Services>[];
}

/** Every scope of the API, in the order it registers. */
export const SCOPES: readonly Scope[] = [
  // At the root: health, discovery, the heartbeat page, and the test doors (config.testDoors, never in production): the
  // test gateway's pages, the development mailbox and the test OpenID provider. Shut, their routes do not exist at all.
  {
    routes: [healthPlugin.routes.root, fundsPlugin.routes.root, discoveryPlugin.routes.root, heartbeatPlugin.routes.root, outboxPlugin.routes.root, testIdpPlugin.routes.root],
  },
  // The main API: every call is for a resolved site, signed, and in a known version.
  {
    prefix: '/v2',
    site: 'host',
    signed: true,
    versioned: true,
    notFound: true,
    routes: [
      sitesPlugin.routes.v2, cataloguePlugin.routes.v2, resultsPlugin.routes.v2, identityPlugin.routes.v2, socialAuthPlugin.routes.v2, twoFactorPlugin.routes.v2,
      customerPlugin.routes.v2, customerDetailsPlugin.routes.v2, communicationPreferencesPlugin.routes.v2, accountClosurePlugin.routes.v2, cartPlugin.routes.v2,
      purchasePlugin.routes.v2, ledgerPlugin.routes.v2, preCommitmentPlugin.routes.v2, spendLimitsPlugin.routes.v2, fundsPlugin.routes.v2, checkoutPlugin.routes.v2,
      notificationsPlugin.routes.v2, recurringPlugin.routes.v2, withdrawalsPlugin.routes.v2, depositLimitsPlugin.routes.v2, statementsPlugin.routes.v2,
      syndicatesPlugin.routes.v2, termsPlugin.routes.v2, raffleSupportPlugin.routes.v2, favouritesPlugin.routes.v2, playBreaksPlugin.routes.v2, partnersPlugin.routes.v2,
      cartReplayPlugin.routes.v2, verificationPlugin.routes.v2, locatePlugin.routes.v2, drawsPlugin.routes.v2,
    ],
  },
  // Lotto party (group play): signed like /v2; its own hook checks the sub-variant and version headers.
  { prefix: '/social/v3', site: 'host', signed: true, notFound: true, routes: [lottoPartyPlugin.routes.social] },
  // Membership (daily winners), in the spec's versions (PUT /membership is 3.2).
  { prefix: '/membership', site: 'host', signed: true, versioned: true, notFound: true, routes: [membershipPlugin.routes.membership] },
  // The membership benefits page, opened from a mailed link.
  { prefix: '/membership', routes: [membershipPlugin.routes.benefitsPage] },
  // Translations (unsigned).
  { prefix: '/translations', site: 'host', routes: [translationsPlugin.routes.translations] },
  // The placement service (recommended draws for the pre-cart drawer).
  { prefix: '/placement', site: 'host', signed: true, notFound: true, routes: [placementPlugin.routes.placement] },
  // The migration service (groups spec §7 "Migration").
  { prefix: '/migration', site: 'host', signed: true, notFound: true, routes: [migrationPlugin.routes.migration] },
  // The content service (unsigned, like translations). An image (`/cms/files/…`) is fetched by the browser without
  // the client's headers: `?site=` names the site locally.
  { prefix: '/cms', site: 'host-or-query', notFound: true, routes: [contentPlugin.routes.cms] },
  // The events service.
  { prefix: '/events', site: 'host', notFound: true, routes: [eventsPlugin.routes.events] },
  // The sitemap and robots.txt of the shell's origin.
  { site: 'host-or-query', routes: [contentPlugin.routes.seo] },
  // Public documents (the subscription calendar PDF): no signature, linked from pages.
  { prefix: '/public', site: 'host', routes: [recurringPlugin.routes.public] },
  // Ops and the shell's platform calls: no site resolution or signature (each route checks the ops token where it needs one).
  {
    prefix: '/platform',
    routes: [
      sitesPlugin.routes.platform, remotesPlugin.routes.platform, releasesPlugin.routes.platform, contentPlugin.routes.platform, drawsPlugin.routes.platform,
      recurringPlugin.routes.platform, withdrawalsPlugin.routes.platform, fundsPlugin.routes.platform, ledgerPlugin.routes.platform, vouchersPlugin.routes.platform,
      identityPlugin.routes.platform, verificationPlugin.routes.platform, twoFactorPlugin.routes.platform,
    ],
  },
];

/** The hooks a scope's flags stand for, in the order they run, and the answers they give documented on its routes. */
function guard(scope: RouteScope, { site, signed, versioned, notFound }: Scope, services: Services): void {
  if (site === 'host-or-query') scope.addHook('onRequest', siteFromQueryHook(services.config));
  if (site) scope.addHook('onRequest', resolveSiteHook(services.sites, services.config));
  if (signed) scope.addHook('onRequest', verifySignatureHook());
  if (versioned) scope.addHook('onRequest', apiVersionHook());
  const answers = [...(site ? SITE_RESOLUTION_ANSWERS : []), ...(signed ? SIGNATURE_ANSWERS : []), ...(versioned ? API_VERSION_ANSWERS : [])];
  if (answers.length > 0) documentAnswers(scope, answers);
  if (notFound) scope.setNotFoundHandler(sendNotFound);
}

/** Registers every scope of `SCOPES` with its modules' routes. */
export async function registerScopes(app: RouteScope, services: Services): Promise<void> {
  for (const spec of SCOPES) {
    await app.register(
      async (scope: RouteScope) => {
        guard(scope, spec, services);
        for (const register of spec.routes) await register(scope, services);
      },
      spec.prefix ? { prefix: spec.prefix } : {},
    );
  }
}
