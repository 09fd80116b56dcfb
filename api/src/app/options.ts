import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { Clock } from '../lib/clock';
import type { CartLineKind } from '../modules/cart/line-kinds';
import type { DrawTellers } from '../modules/draws/engine';
import type { MailTransport } from '../modules/outbox/transport';
import type { TestIdpClient, TestIdpSigningKey } from '../oidc/test-idp';
import type { IdentityProviders } from '../oidc/test-providers';
import type { PartyOverrides } from '../parties/outside-parties';
import type { GatewayRegistry } from '../payments/gateway-registry';
import type { PayoutGateway } from '../payments/payout';
import type { SchemaCompilation } from '../plugins/schema-compilers';

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
