import type { FastifyInstance } from 'fastify';
import { createInstance, registerInfrastructure } from './app/instance';
import { registerJobs } from './app/jobs';
import type { BuildAppOptions } from './app/options';
import { registerScopes } from './app/scopes';
import { buildServices } from './app/services';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { createOutsideParties, TEST_CHALLENGE_BASE } from './parties/outside-parties';
import { openAppDatabase } from './plugins/db';
import { registerOpenApi } from './plugins/openapi';

export type { BuildAppOptions };
export { TEST_CHALLENGE_BASE };

/**
 * Builds the API (every service under its prefix) on a database; never listens. The composition: the instance and
 * what every request goes through, the outside parties, every module's services (`app/services.ts`), the jobs
 * (`jobs/job-table.ts`), then each scope with its modules' routes (`app/scopes.ts`).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = createInstance(options);
  const clock: Clock = options.clock ?? (options.now ? { now: options.now } : systemClock());
  const owned = options.database === undefined;
  const handle = options.database ?? (await openAppDatabase(config));
  try {
    await registerInfrastructure(app, handle, owned);
    // Every outside party, real or behind the test doors; a missing one stops start-up listing every problem.
    const parties = await createOutsideParties(handle.db, {
      config,
      env: options.env ?? process.env,
      now: () => clock.now(),
      overrides: { gateways: options.gateways, identityProviders: options.identityProviders, payouts: options.payouts, ...options.parties },
      testIdp: { signingKey: options.testIdpSigningKey, ...options.testIdp },
    });
    const services = buildServices({ app, handle, config, clock, options, parties });
    await registerJobs(app, handle, services, options);
    // Before any route: the OpenAPI document is built from the routes as they register.
    await registerOpenApi(app);
    await registerScopes(app, services);
  } catch (error) {
    // The app never came up, so nobody will close it: release the database (and its directory lock) here.
    if (owned) await handle.close();
    throw error;
  }
  return app;
}
