import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import type { DatabaseHandle } from './db/client';
import type { GatewayRegistry } from './payments/gateway-registry';
import { accountClosureRoutes } from './modules/account-closure/routes';
import { createAccountClosureService } from './modules/account-closure/service';
import { customerRoutes } from './modules/customer/routes';
import { createCustomerService } from './modules/customer/service';
import { customerDetailsRoutes } from './modules/customer-details/routes';
import { createCustomerDetailsService } from './modules/customer-details/service';
import { communicationPreferencesRoutes } from './modules/communication-preferences/routes';
import { createCommunicationPreferencesService } from './modules/communication-preferences/service';
import { preferencesLinks } from './modules/communication-preferences/signed-links';
import { identityRoutes } from './modules/identity/routes';
import { createIdentityService } from './modules/identity/service';
import { passwordRoutes } from './modules/identity/password-routes';
import { autologinRoutes } from './modules/identity/autologin-routes';
import { autologinPlatformRoutes } from './modules/identity/autologin-platform-routes';
import { createAutologinService } from './modules/identity/autologin-service';
import { createPasswordService } from './modules/identity/password-service';
import { createPasswordHasher } from './modules/identity/passwords';
import { twoFactorPlatformRoutes } from './modules/two-factor/platform-routes';
import { twoFactorRoutes } from './modules/two-factor/routes';
import { createSecretBox } from './modules/two-factor/secret-box';
import { findCustomer } from './modules/identity/customer-records';
import { requireStepUp } from './plugins/require-step-up';
import { serializerFactory, validatorCompiler } from './plugins/schema-compilers';
import { handleClientError } from './plugins/client-errors';
import { API_VERSION_ANSWERS, documentAnswers, documentFrameworkAnswers, SIGNATURE_ANSWERS, SITE_RESOLUTION_ANSWERS } from './plugins/documented-answers';
import type { SchemaCompilation } from './plugins/schema-compilers';
import type { StepUpCheck } from './plugins/require-step-up';
import type { TestIdpClient, TestIdpSigningKey } from './oidc/test-idp';
import { createOutsideParties, TEST_CHALLENGE_BASE } from './parties/outside-parties';
import type { PartyOverrides } from './parties/outside-parties';
import { testIdpRoutes } from './oidc/test-idp-routes';
import { CONNECTID_REDIRECT_URI, LINK_REDIRECT_URI, SIGN_IN_REDIRECT_URI } from './oidc/test-providers';
import type { IdentityProviders } from './oidc/test-providers';
import { createAuthorizationFlow } from './modules/social-auth/authorization';
import { createConnectIdService } from './modules/social-auth/connectid-service';
import { createLinkedAccountsService } from './modules/social-auth/linked-accounts';
import { socialAuthRoutes } from './modules/social-auth/routes';
import { createSocialSignInService } from './modules/social-auth/service';
import { createTwoFactorService } from './modules/two-factor/service';
import { cartRoutes } from './modules/cart/routes';
import { registerOpenApi } from './plugins/openapi';
import { placementRoutes } from './modules/placement/routes';
import { createPlacementService } from './modules/placement/service';
import { createLineKinds } from './modules/cart/line-kinds';
import type { CartLineKind } from './modules/cart/line-kinds';
import { createCartService } from './modules/cart/service';
import { ledgerRoutes } from './modules/ledger/routes';
import { openWallet, walletBalance, withdrawableFunds } from './modules/ledger/service';
import { challengeRoutes } from './modules/funds/challenge-routes';
import { fundsRoutes } from './modules/funds/routes';
import { depositMethodRoutes } from './modules/funds/deposit-method-routes';
import { redirectPageRoutes } from './modules/funds/redirect-page-routes';
import { depositPlatformRoutes } from './modules/funds/platform-routes';
import { ledgerPlatformRoutes } from './modules/ledger/platform-routes';
import { createFundsService } from './modules/funds/service';
import { checkoutRoutes } from './modules/checkout/routes';
import { createCheckoutCompletion } from './modules/checkout/completion';
import { startJobRunner } from './jobs/runner';
import type { ScheduledJob } from './jobs/runner';
import { drawPlatformRoutes } from './modules/draws/platform-routes';
import { createDrawEngine } from './modules/draws/engine';
import type { DrawTellers } from './modules/draws/engine';
import { createNotificationService } from './modules/notifications/service';
import { createOutboxService } from './modules/outbox/service';
import { createDepositPurchaseService } from './modules/checkout/service';
import { preCommitmentRoutes } from './modules/precommitment/routes';
import { createPreCommitmentService } from './modules/precommitment/service';
import { createSpendCheck } from './modules/spend-check/service';
import { spendLimitRoutes } from './modules/spend-limits/routes';
import { createSpendLimitService } from './modules/spend-limits/service';
import { notificationRoutes } from './modules/notifications/routes';
import { configuredMailTransport } from './modules/outbox/configured-transport';
import { devMailboxRoutes } from './modules/outbox/dev-mailbox-routes';
import { sendMailOnCommit } from './modules/outbox/send-on-commit';
import type { MailTransport } from './modules/outbox/transport';
import { purchaseRoutes } from './modules/purchase/routes';
import { syndicateRoutes } from './modules/syndicates/routes';
import { createSyndicatesService } from './modules/syndicates/service';
import { termsRoutes } from './modules/terms/routes';
import { raffleSupportRoutes } from './modules/raffle-support/routes';
import { createRaffleSupportService } from './modules/raffle-support/service';
import { favouriteRoutes } from './modules/favourites/routes';
import { playBreakRoutes } from './modules/play-breaks/routes';
import { createPlayBreakService } from './modules/play-breaks/service';
import { createFavouritesService } from './modules/favourites/service';
import { createTermsService } from './modules/terms/service';
import { resultRoutes } from './modules/results/routes';
import { createResultsService } from './modules/results/service';
import { createPurchaseService } from './modules/purchase/service';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService } from './modules/catalogue/service';
import { contentPlatformRoutes } from './modules/content/platform-routes';
import { contentRoutes } from './modules/content/routes';
import { seoRoutes } from './modules/content/seo-routes';
import { createContentService } from './modules/content/service';
import { discoveryRoutes } from './modules/discovery/routes';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { releaseRoutes } from './modules/releases/routes';
import { createReleaseService } from './modules/releases/service';
import { remoteRoutes } from './modules/remotes/routes';
import { createRemoteService } from './modules/remotes/service';
import { sitePlatformRoutes } from './modules/sites/platform-routes';
import { siteRoutes } from './modules/sites/routes';
import { createSiteService } from './modules/sites/service';
import { translationRoutes } from './modules/translations/routes';
import { createTranslationService } from './modules/translations/service';
import { apiVersionHook } from './plugins/api-version';
import { openAppDatabase, registerDatabase } from './plugins/db';
import { handleFrameworkError, registerErrorHandling, sendNotFound } from './plugins/error-handler';
import { resolveSiteHook, siteFromQueryHook } from './plugins/site-resolution';
import { verifySignatureHook } from './plugins/signature';
import { registerFormBodies } from './plugins/form-body';
import { registerInputGuard } from './plugins/input-guard';
import { registerJsonBodies } from './plugins/json-body';
import { registerSnakeCaseBodies } from './plugins/snake-case-body';
import { loggerOptions } from './plugins/logger';
import { createBenefitsService } from './modules/membership/benefits';
import { createGiveawayRunner } from './modules/membership/giveaway-runner';
import { createGiveawayService } from './modules/membership/giveaways-service';
import { premiumMembershipKind } from './modules/membership/premium-line-kind';
import { createPremiumRenewals } from './modules/membership/premium-renewals';
import { benefitsPageRoutes, membershipRoutes } from './modules/membership/routes';
import { createMembershipService } from './modules/membership/service';
import { createRecurring } from './modules/recurring/wiring';
import { recurringRoutes } from './modules/recurring/routes';
import { recurringPlatformRoutes } from './modules/recurring/platform-routes';
import { lottoPartyRoutes } from './modules/lotto-party/routes';
import { createLottoPartyService } from './modules/lotto-party/service';
import { shareLineKind } from './modules/lotto-party/share-kind';
import { closeDueSessions, sessionTicketHooks } from './modules/lotto-party/close';
import type { PayoutGateway } from './payments/payout';
import { createPayoutJob } from './modules/withdrawals/payout-job';
import { withdrawalPlatformRoutes } from './modules/withdrawals/platform-routes';
import type { PayoutMode } from './modules/withdrawals/platform-routes';
import { createManualPayouts } from './modules/withdrawals/manual-payouts';
import { voucherPlatformRoutes } from './modules/vouchers/platform-routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { createWithdrawalService } from './modules/withdrawals/service';
import { depositLimitRoutes } from './modules/deposit-limits/routes';
import { createDepositLimitService } from './modules/deposit-limits/service';
import { statementRoutes } from './modules/statements/routes';
import { createStatementService } from './modules/statements/service';
import { createStatementMailer } from './modules/statements/monthly-mail';
import { calendarRoutes } from './modules/recurring/calendar-routes';
import { partnerRoutes } from './modules/partners/routes';
import { createPartnerService } from './modules/partners/service';
import { cartReplayRoutes } from './modules/cart-replay/routes';
import { createCartReplayService } from './modules/cart-replay/service';
import { createVerificationGate } from './modules/verification/gate';
import { verificationPlatformRoutes } from './modules/verification/platform-routes';
import { verificationRoutes } from './modules/verification/routes';
import { createVerificationService } from './modules/verification/service';
import { migrationRoutes } from './modules/migration/routes';
import { locateRoutes } from './modules/locate/routes';
import { heartbeatRoutes } from './modules/heartbeat/routes';
import { createLocateService } from './modules/locate/service';
import { createMigrationService } from './modules/migration/service';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open, migrated database (tests); when absent the app opens the configured one and closes it on close. */
  database?: DatabaseHandle;
  /** Fastify logger options; defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** The clock for sessions, rate limits, draws, releases and spend windows; tests move it. */
  clock?: Clock;
  /** The clock as a bare function (older tests); `clock` wins when both are given. */
  now?: () => Date;
  /** Where the outside parties' settings are read (PAYMENT_GATEWAYS, OIDC_*, VERIFICATION_PROVIDER, PAYOUT_PROVIDER); process.env by default. */
  env?: NodeJS.ProcessEnv;
  /** The card gateways; defaults to the registry built from the environment (with the test gateway behind the test doors). */
  gateways?: GatewayRegistry;
  /** Where mail goes; defaults to the configured transport (SMTP, the development mailbox, or none in production). */
  mailTransport?: MailTransport;
  /** Run the background jobs (the server does; tests call the jobs' work directly instead). */
  jobs?: boolean;
  /** How the draw engine tells customers (tests record); defaults to the notifications feed and the outbox. */
  drawTellers?: DrawTellers;
  /** Cart line kinds sold beside the app's own (a test's kind, a partner product); see `cart/line-kinds.ts`. */
  lineKinds?: CartLineKind[];
  /** The payout side of the gateway; the test gateway's behind the test doors (its payouts are rows in the database). */
  payouts?: PayoutGateway;
  /** Identity checks and the legacy platform, in place of the ones built from the environment (parties/outside-parties.ts). */
  parties?: Pick<PartyOverrides, 'verification' | 'legacy'>;
  /** Send each mail as soon as its transaction commits (LISTEN/NOTIFY); defaults to `jobs`. */
  sendMailOnCommit?: boolean;
  /** Real OpenID Connect providers (api/src/oidc/provider.ts) in place of the built-in test provider's clients. */
  identityProviders?: IdentityProviders;
  /** The test provider's signing key; made at boot when absent (tests share one to skip the RSA key generation). */
  testIdpSigningKey?: TestIdpSigningKey;
  /** The test provider's issuer and clients, when a test of a real OpenID client registers its own. */
  testIdp?: { issuer: string; clients: readonly TestIdpClient[] };
  /** When route schemas compile (plugins/schema-compilers.ts): at start-up (default), or on each route's first use (tests). */
  schemaCompilation?: SchemaCompilation;
}

/** Every minute (pg-boss cron's resolution): sweep deposits left unfinished, move draws on, send due mail. */
const EVERY_MINUTE = '* * * * *';

/** Believe X-Forwarded-For for the nearest `hops` proxies (Fastify's types take the count as a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export { TEST_CHALLENGE_BASE };

// Headers a browser on another origin (a remote served from the remotes origin) may send.
const CORS_HEADERS = ['Content-Type', 'Authorization', 'X-App-Key', 'X-Timestamp', 'X-Signature', 'X-Api-Version', 'X-Sub-Variant', 'X-Drawfront-Site', 'X-Request-Id', 'X-Ops-Actor', 'Idempotency-Key', 'X-Customer-Id'];

/** Builds the API (every service under its prefix) on a database; never listens. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const schemaCompilation = options.schemaCompilation ?? 'eager';
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A caller's X-Request-Id is kept, so one id follows a call through logs and error reports.
    requestIdHeader: 'x-request-id',
    // Behind the edge proxy the client's address comes from X-Forwarded-For (rate limits are per address).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleFrameworkError,
    // Requests Node's parser refuses (431 headers too large, …) answer the error shape too.
    clientErrorHandler: handleClientError,
    // TypeBox validators and fast-json-stringify serializers; compiled at start-up unless a test asks for lazily.
    schemaController: { compilersFactory: { buildSerializer: serializerFactory(schemaCompilation) } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler(schemaCompilation));

  const clock: Clock = options.clock ?? (options.now ? { now: options.now } : systemClock());
  const now = () => clock.now();
  const owned = options.database === undefined;
  const handle = options.database ?? (await openAppDatabase(config));
  try {
    registerDatabase(app, handle, { owned });
    registerErrorHandling(app);
    // The answers every route can give before its handler: documented on each route as it registers.
    documentFrameworkAnswers(app);
    registerInputGuard(app);
    registerJsonBodies(app);
    registerFormBodies(app);
    registerSnakeCaseBodies(app);
    app.decorateRequest('resolvedSite', null);
    app.decorateRequest('apiVersion', '');
    app.decorateRequest('customer', null);
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Request-Id', request.id);
    });
    await app.register(cors, { origin: true, allowedHeaders: CORS_HEADERS, exposedHeaders: ['X-Request-Id'], maxAge: 600 });

    // Every outside party, real or behind the test doors; a missing one stops start-up listing every problem.
    const parties = await createOutsideParties(handle.db, {
      config,
      env: options.env ?? process.env,
      now,
      overrides: { gateways: options.gateways, identityProviders: options.identityProviders, payouts: options.payouts, ...options.parties },
      testIdp: { signingKey: options.testIdpSigningKey, ...options.testIdp },
    });
    const { gateways } = parties;
    const sites = createSiteService(handle.db, { sessionTimeoutSeconds: config.sessionTimeoutSeconds, withheld: parties.withheld });
    const catalogue = createCatalogueService(handle.db, now);
    const translations = createTranslationService(handle.db);
    const remotes = createRemoteService(handle.db, { clock });
    const releases = createReleaseService(handle.db, { sites, remotes, clock });
    const preCommitments = createPreCommitmentService(handle.db, now);
    const spendLimits = createSpendLimitService(handle.db, now);
    // The one "may this customer spend this much now?" check: the cart and every purchase path ask it.
    const depositLimits = createDepositLimitService(handle.db, now);
    // A break or self-exclusion refuses everything: one more answer of the spend check.
    // Its confirmation mail goes through the outbox (created below; used only once requests run).
    const playBreaks = createPlayBreakService(handle.db, { now, outbox: { enqueue: (tx, mail) => outbox.enqueue(tx, mail) } });
    // Unverified past the deadline after sign-up: purchases (here) and withdrawals (below) answer verification_required.
    const verificationGate = createVerificationGate({ now, deadlineDays: config.verificationDeadlineDays });
    const spendCheck = createSpendCheck(handle.db, { now, preCommitments, spendLimits, depositLimits, playBreaksInForce: playBreaks.inForceOf, verificationBlocks: verificationGate.blockedOf });
    const customers = createCustomerService(handle.db, {
      balance: (id) => walletBalance(handle.db, id),
      preCommitment: (id, site) => preCommitments.state(id, site),
      withdrawable: (id) => withdrawableFunds(handle.db, id),
      playBreak: (id) => playBreaks.inForce(id),
      // Both are built below; read only while requests run.
      migrationStatus: (id) => migrations.status(id),
      countryBan: (id) => locations.countryBan(id),
    }, (id) => customerDetails.confirmationFlags(id));
    const passwordHasher = createPasswordHasher(config.passwordHashCost);
    const identity = createIdentityService(handle.db, {
      jwtSecret: config.jwtSecret,
      now,
      passwordHasher,
      profile: customers.profile,
      onCustomerCreated: (tx, customer, site) => openWallet(tx, customer.id, site.currency),
      // The two-factor service is built below, with the outbox it mails codes through.
      secondFactor: (row, site, input) => twoFactor.checkSignIn(row, site, input),
      onElevated: (familyId, customerId) => twoFactor.markElevated(familyId, customerId),
      limits: { signupPerAddress: config.signupLimitPerAddress, checkEmailPerAddress: config.checkEmailLimitPerAddress },
      sessionTimeoutSeconds: config.sessionTimeoutSeconds,
    });
    // Products bought through the cart that are not tickets (lotto party shares, memberships): their modules
    // register a line kind here (`lineKinds.register(…)`), and the cart and every purchase path sell it.
    const lineKinds = createLineKinds();
    for (const kind of options.lineKinds ?? []) lineKinds.register(kind);
    // A test's own membership kind replaces the programme's premium line.
    if (!options.lineKinds?.some((kind) => kind.productType === 'membership')) lineKinds.register(premiumMembershipKind());
    lineKinds.register(shareLineKind());
    // Its notices go to the bell through the notifications service (created below; called only once requests run).
    const lottoParty = createLottoPartyService(handle.db, { now, notify: (tx, notice) => notifications.notify(tx, notice), playBreakInForce: (customerId) => playBreaks.inForce(customerId) });
    const carts = createCartService(handle.db, { now, blockedReasons: spendCheck.blockedReasons, lineKinds });
    const purchases = createPurchaseService(handle.db, { now, spendCheck, lineKinds });
    const funds = createFundsService(handle.db, { now, gateways, onCheckoutCredited: createCheckoutCompletion({ purchases, sites }), depositCheck: spendCheck.depositRefusal });
    const depositPurchases = createDepositPurchaseService(handle.db, { now, purchases, funds });
    const mailTransport = options.mailTransport ?? configuredMailTransport(config);
    if (!mailTransport) app.log.warn('SMTP_URL is not set: mail waits in the outbox until it is');
    // The SMTP pool's open connections would hold the process; a transport passed in is its owner's to close.
    else if (!options.mailTransport) app.addHook('onClose', async () => mailTransport.close?.());
    // The draw engine and the identity flows write mail and notices through these, in their own transactions.
    const communicationPreferences = createCommunicationPreferencesService(handle.db, { now, secret: config.jwtSecret });
    const outbox = createOutboxService(handle.db, { clock, transport: mailTransport, from: config.mail.from, marketingAllowed: (tx, customerId, offer) => communicationPreferences.marketingAllowed(tx, customerId, offer) });
    const notifications = createNotificationService(handle.db, { clock });
    // Content reads and visitors' messages (contact, feedback, chat), mailed through the outbox; preview links are signed with the JWT secret.
    const content = createContentService(handle.db, { now, previewSecret: config.jwtSecret, outbox, sites });
    const passwords = createPasswordService(handle.db, { now, identity, outbox, passwordHasher });
    const autologin = createAutologinService(handle.db, { now, identity });
    const twoFactor = createTwoFactorService(handle.db, { now, secretBox: createSecretBox(config.twoFactorKey), outbox });
    // Sensitive calls' preHandler (403 REQUIRED without a recent second factor); one line per route applies it.
    const customerDetails = createCustomerDetailsService(handle.db, { now, outbox, preferencesLinks: (site, origin, customerId) => preferencesLinks(config.jwtSecret, site, origin, customerId) });
    const stepUpCheck: StepUpCheck = { requireRecent: (customer, familyId, site) => twoFactor.requireRecent(customer, familyId, site), customer: (id) => findCustomer(handle.db, id) };
    const stepUp = requireStepUp(stepUpCheck);

    // Sign in with Apple and Google, and ConnectID: real providers where configured, the test provider behind the test doors.
    const oidcFlow = createAuthorizationFlow(handle.db, {
      now,
      providers: parties.identityProviders,
      redirectPath: (key, purpose) => (key === 'connectid' ? CONNECTID_REDIRECT_URI : purpose === 'link' ? LINK_REDIRECT_URI : SIGN_IN_REDIRECT_URI),
      siteOrigin: async (siteKey) => `https://${(await sites.getSite(siteKey))?.domains[0] ?? 'localhost'}`,
    });

    const results = createResultsService(handle.db, now);
    const membership = createMembershipService(handle.db, { clock, playBreakInForce: (customerId, executor, at) => playBreaks.inForce(customerId, executor, at) });
    const giveaways = createGiveawayService(handle.db, { clock, notify: (tx, notification) => notifications.notify(tx, notification) });
    const benefits = createBenefitsService(handle.db, { clock });
    const premiumRenewals = createPremiumRenewals(handle.db, { clock, purchases, site: (key) => sites.getSite(key), notify: (tx, notification) => notifications.notify(tx, notification) });
    const draws = createDrawEngine(handle.db, {
      clock,
      // A drawn or scored draw shows on the results pages of this instance at once (others within RESULTS_TTL_MS).
      onDrawsMoved: () => results.forget(),
      claimThresholdCents: config.prizeClaimThresholdCents,
      tell: options.drawTellers ?? { notify: (tx, notification) => notifications.notify(tx, notification), enqueue: (tx, mail) => outbox.enqueue(tx, mail) },
      giveaways: createGiveawayRunner(handle.db, { notify: (tx, notification) => notifications.notify(tx, notification), playBreaksInForce: playBreaks.inForceOf }),
      groupTickets: sessionTicketHooks(),
    });

    // Identity gates: step-up is on (the withdrawal routes' `stepUp`); past the verification deadline an unverified customer cannot withdraw (verification/gate.ts).
    const withdrawals = createWithdrawalService(handle.db, { now, checks: [verificationGate.withdrawalCheck] });
    const verification = createVerificationService(handle.db, { now, deadlineDays: config.verificationDeadlineDays, provider: parties.verification, connectIdOffered: parties.identityProviders.connectid !== undefined, outbox, site: (key) => sites.getSite(key) });
    // Withdrawals are paid by the payout provider's job, or (PAYOUT_PROVIDER=manual) by ops at the bank.
    const payoutMode: PayoutMode = parties.payouts ? { kind: 'provider', payDueWithdrawals: createPayoutJob(handle.db, { now, gateway: parties.payouts }) } : { kind: 'manual', manual: createManualPayouts(handle.db, { now }) };

    const jobs: ScheduledJob[] = [
      { name: 'deposits-sweep', cron: EVERY_MINUTE, run: () => funds.sweepStaleDeposits() },
      { name: 'draws-tick', cron: EVERY_MINUTE, run: () => draws.tick() },
      { name: 'outbox-send', cron: EVERY_MINUTE, run: () => outbox.sendPending() },
      { name: 'membership-unlocks', cron: EVERY_MINUTE, run: () => giveaways.resolveUnlocks() },
      { name: 'membership-giveaways', cron: EVERY_MINUTE, run: () => giveaways.scheduleAhead() },
      { name: 'membership-renewals', cron: EVERY_MINUTE, run: () => premiumRenewals.renewDue() },
      { name: 'lotto-party-close', cron: EVERY_MINUTE, run: () => closeDueSessions(handle.db, clock, (tx, notice) => notifications.notify(tx, notice)) },
      // Hourly: within the hour after a month ends on a site's clock, last month's statements go out (once each).
      { name: 'statements-monthly', cron: '15 * * * *', run: createStatementMailer(handle.db, { now, site: (key) => sites.getSite(key), enqueue: (tx, mail) => outbox.enqueue(tx, mail) }) },
    ];
    if (payoutMode.kind === 'provider') jobs.push({ name: 'withdrawals-payout', cron: EVERY_MINUTE, run: payoutMode.payDueWithdrawals });
    const locations = createLocateService(handle.db, { now, defaultCountryCode: config.defaultCountryCode, sites });
    // Account migration runs as a job a request queues at once (the cron run is the safety net).
    const migrations = createMigrationService(handle.db, { now, legacy: parties.legacy });
    jobs.push({ name: 'customer-migrations', cron: EVERY_MINUTE, pollingIntervalSeconds: 1, run: () => migrations.runPending(), onQueue: (send) => migrations.onQueue(send) });
    const recurring = createRecurring(handle.db, { clock, purchases, sites, funds, spendLimits, notifications, concurrency: handle.kind === 'postgres' ? 4 : 1 });
    jobs.push(recurring.job);
    // Each job's work by name, for tests and operators to run once on demand.
    app.decorate('jobs', Object.fromEntries(jobs.map((job) => [job.name, job.run])));
    if (options.jobs) {
      const stopJobs = await startJobRunner(handle, jobs, app.log);
      // preClose runs before onClose, where the database is closed: a run in progress finishes first.
      app.addHook('preClose', stopJobs);
    }
    if (options.sendMailOnCommit ?? options.jobs) {
      const stopSending = await sendMailOnCommit(handle, outbox, app.log);
      app.addHook('preClose', stopSending);
    }

    // Before any route: the OpenAPI document is built from the routes as they register.
    await registerOpenApi(app);
    await app.register(healthRoutes);
    // The test doors (config.testDoors, never in production): the test gateway's pages, the development mailbox,
    // the test OpenID provider, and draws and recurring runs on demand. Shut, their routes do not exist at all.
    await app.register(challengeRoutes, { funds, gateways, challengeBase: TEST_CHALLENGE_BASE, testPages: config.testDoors });
    await app.register(redirectPageRoutes, { gateways, alternatives: funds.alternatives, testPages: config.testDoors });
    await app.register(discoveryRoutes);
    await app.register(heartbeatRoutes);
    if (config.testDoors) await app.register(devMailboxRoutes, { outbox });
    if (parties.testIdp) await app.register(testIdpRoutes, { idp: parties.testIdp });

    // The main API: every call is for a resolved site, signed, and in a known version.
    await app.register(
      async (v2) => {
        v2.addHook('onRequest', resolveSiteHook(sites, config));
        v2.addHook('onRequest', verifySignatureHook());
        v2.addHook('onRequest', apiVersionHook());
        documentAnswers(v2, [...SITE_RESOLUTION_ANSWERS, ...SIGNATURE_ANSWERS, ...API_VERSION_ANSWERS]);
        v2.setNotFoundHandler(sendNotFound);
        await v2.register(siteRoutes, { sites });
        await v2.register(catalogueRoutes, { catalogue, identity });
        await v2.register(resultRoutes, { results, identity });
        await v2.register(identityRoutes, { identity });
        await v2.register(passwordRoutes, { passwords, identity, stepUp });
        await v2.register(autologinRoutes, { autologin });
        await v2.register(socialAuthRoutes, {
          signIn: createSocialSignInService(handle.db, { now, flow: oidcFlow, identity }),
          linked: createLinkedAccountsService(handle.db, { now, flow: oidcFlow }),
          connectId: createConnectIdService(handle.db, { flow: oidcFlow, now }),
          identity,
          sites,
          stepUp,
        });
        await v2.register(twoFactorRoutes, { twoFactor, identity, db: handle.db, guard: stepUp });
        await v2.register(customerRoutes, { customers, identity });
        await v2.register(customerDetailsRoutes, { details: customerDetails, identity, stepUp });
        await v2.register(communicationPreferencesRoutes, { preferences: communicationPreferences, identity });
        await v2.register(accountClosureRoutes, { closures: createAccountClosureService(handle.db, { now, outbox }), identity, stepUp });
        await v2.register(cartRoutes, { carts, identity, sites });
        await v2.register(purchaseRoutes, { purchases, identity });
        await v2.register(ledgerRoutes, { identity });
        await v2.register(preCommitmentRoutes, { preCommitments, customers, identity, stepUp: stepUpCheck });
        await v2.register(spendLimitRoutes, { spendLimits, identity, stepUp: stepUpCheck });
        await v2.register(fundsRoutes, { funds, identity, stepUp });
        await v2.register(depositMethodRoutes, { depositByTransaction: funds.getDepositByTransaction, gateways, alternatives: funds.alternatives, bank: funds.bank, identity });
        await v2.register(checkoutRoutes, { depositPurchases, identity });
        await v2.register(notificationRoutes, { notifications, identity, sites });
        await v2.register(recurringRoutes, { recurring: recurring.service, runner: recurring.runner, identity });
        await v2.register(withdrawalRoutes, { withdrawals, identity, sites, stepUp: [stepUp] });
        await v2.register(depositLimitRoutes, { depositLimits, identity, sites, stepUp: stepUpCheck });
        await v2.register(statementRoutes, { statements: createStatementService(handle.db, { now }), customers, identity, now });
        await v2.register(syndicateRoutes, { syndicates: createSyndicatesService(handle.db), identity });
        await v2.register(termsRoutes, { terms: createTermsService(handle.db) });
        await v2.register(raffleSupportRoutes, { raffleSupport: createRaffleSupportService(handle.db) });
        await v2.register(favouriteRoutes, { favourites: createFavouritesService(handle.db, now), identity });
        await v2.register(playBreakRoutes, { playBreaks, identity });
        await v2.register(partnerRoutes, { partners: createPartnerService(handle.db, { now, purchases, blockedReasons: spendCheck.blockedReasons }), identity, sites });
        await v2.register(cartReplayRoutes, { replays: createCartReplayService(handle.db, { now, carts }), identity });
        await v2.register(verificationRoutes, { verification, identity, sites });
        await v2.register(locateRoutes, { locations, identity });
      },
      { prefix: '/v2' },
    );

    // Lotto party: signed like /v2; its own hook checks the sub-variant and version headers.
    await app.register(
      async (social) => {
        social.addHook('onRequest', resolveSiteHook(sites, config));
        social.addHook('onRequest', verifySignatureHook());
        documentAnswers(social, [...SITE_RESOLUTION_ANSWERS, ...SIGNATURE_ANSWERS]);
        social.setNotFoundHandler(sendNotFound);
        await social.register(lottoPartyRoutes, { lottoParty, identity });
      },
      { prefix: '/social/v3' },
    );

    // Membership (daily winners): signed like /v2, in the spec's versions (PUT /membership is 3.2).
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', resolveSiteHook(sites, config));
        scope.addHook('onRequest', verifySignatureHook());
        scope.addHook('onRequest', apiVersionHook());
        documentAnswers(scope, [...SITE_RESOLUTION_ANSWERS, ...SIGNATURE_ANSWERS, ...API_VERSION_ANSWERS]);
        scope.setNotFoundHandler(sendNotFound);
        await scope.register(membershipRoutes, { membership, giveaways, benefits, identity, sites });
      },
      { prefix: '/membership' },
    );
    await app.register(benefitsPageRoutes, { prefix: '/membership', benefits });

    await app.register(
      async (scope) => {
        scope.addHook('onRequest', resolveSiteHook(sites, config));
        documentAnswers(scope, SITE_RESOLUTION_ANSWERS);
        await scope.register(translationRoutes, { translations });
      },
      { prefix: '/translations' },
    );

    // The placement service (recommended draws for the pre-cart drawer): signed like /v2.
    const placement = createPlacementService({ catalogue, purchases, carts, now });
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', resolveSiteHook(sites, config));
        scope.addHook('onRequest', verifySignatureHook());
        documentAnswers(scope, [...SITE_RESOLUTION_ANSWERS, ...SIGNATURE_ANSWERS]);
        scope.setNotFoundHandler(sendNotFound);
        await scope.register(placementRoutes, { placement, identity });
      },
      { prefix: '/placement' },
    );
    // The migration service (groups spec §7 "Migration"): signed like /v2.
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', resolveSiteHook(sites, config));
        scope.addHook('onRequest', verifySignatureHook());
        documentAnswers(scope, [...SITE_RESOLUTION_ANSWERS, ...SIGNATURE_ANSWERS]);
        scope.setNotFoundHandler(sendNotFound);
        await scope.register(migrationRoutes, { migrations, identity, sites });
      },
      { prefix: '/migration' },
    );
    // The content service (unsigned, like translations), the events service, and the sitemap and robots.txt of the shell's origin.
    await app.register(
      async (cms) => {
        // An image (`/cms/files/…`) is fetched by the browser without the client's headers: `?site=` names the site locally.
        cms.addHook('onRequest', siteFromQueryHook(config));
        cms.addHook('onRequest', resolveSiteHook(sites, config));
        documentAnswers(cms, SITE_RESOLUTION_ANSWERS);
        cms.setNotFoundHandler(sendNotFound);
        await cms.register(contentRoutes, { content });
      },
      { prefix: '/cms' },
    );
    await app.register(
      async (events) => {
        events.addHook('onRequest', resolveSiteHook(sites, config));
        documentAnswers(events, SITE_RESOLUTION_ANSWERS);
        events.setNotFoundHandler(sendNotFound);
        await events.register(eventRoutes, { content, db: handle.db, now });
      },
      { prefix: '/events' },
    );
    await app.register(async (scope) => {
      scope.addHook('onRequest', siteFromQueryHook(config));
      scope.addHook('onRequest', resolveSiteHook(sites, config));
      documentAnswers(scope, SITE_RESOLUTION_ANSWERS);
      await scope.register(seoRoutes, { content, sites, catalogue });
    });
    // Public documents (the subscription calendar PDF): the site by host or header, no signature, linked from pages.
    await app.register(
      async (documents) => {
        documents.addHook('onRequest', resolveSiteHook(sites, config));
        documentAnswers(documents, SITE_RESOLUTION_ANSWERS);
        await documents.register(calendarRoutes, { db: handle.db, now, leadHours: recurring.leadHours });
      },
      { prefix: '/public' },
    );

    await app.register(
      async (platform) => {
        await platform.register(sitePlatformRoutes, { sites, releases, config });
        await platform.register(remoteRoutes, { remotes, opsToken: config.opsToken });
        await platform.register(releaseRoutes, { releases, opsToken: config.opsToken });
        await platform.register(contentPlatformRoutes, { content, opsToken: config.opsToken });
        await platform.register(drawPlatformRoutes, { engine: draws, opsToken: config.opsToken, onDemand: config.testDoors });
        if (config.testDoors) await platform.register(recurringPlatformRoutes, { runner: recurring.runner, opsToken: config.opsToken });
        await platform.register(withdrawalPlatformRoutes, { mode: payoutMode, opsToken: config.opsToken });
        await platform.register(depositPlatformRoutes, { bank: funds.bank, sites, opsToken: config.opsToken });
        await platform.register(ledgerPlatformRoutes, { db: handle.db, opsToken: config.opsToken });
        await platform.register(voucherPlatformRoutes, { db: handle.db, sites, opsToken: config.opsToken, now });
        await platform.register(autologinPlatformRoutes, { autologin, sites, opsToken: config.opsToken });
        await platform.register(verificationPlatformRoutes, { verification, opsToken: config.opsToken });
        await platform.register(twoFactorPlatformRoutes, { twoFactor, sites, customerByEmail: identity.customerByEmail, opsToken: config.opsToken });
      },
      { prefix: '/platform' },
    );
  } catch (error) {
    // The app never came up, so nobody will close it: release the database (and its directory lock) here.
    if (owned) await handle.close();
    throw error;
  }
  return app;
}
