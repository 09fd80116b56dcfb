import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MIGRATION_STATUSES } from '@drawfront/shared/contract/migration';
import type { MigrationState } from '@drawfront/shared/contract/migration';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { requireCapability } from '../../plugins/require-capability';
import type { SiteService } from '../sites/service';
import type { MigrationService } from './service';

const MigrationStateSchema = Type.Object({ migrationStatus: Type.Enum([...MIGRATION_STATUSES]) });
assertType<SameShape<Static<typeof MigrationStateSchema>, MigrationState>>();
// Groups spec §5 "Migration prompt requires terms acceptance": anything but `true` is refused and nothing starts.
const MigrateBodySchema = Type.Object({ acceptTerms: Type.Literal(true) }, { additionalProperties: false });

/**
 * The migration service under its discovery prefix `/migration` (groups spec §7 "POST /migration/migrate; the poll
 * repeats the same call"): 202 while the migration runs, 200 once done; `GET /status` reads the state.
 */
export const migrationRoutes: FastifyPluginAsyncTypebox<{ migrations: MigrationService; identity: Authenticator; sites: SiteService }> = async (app, { migrations, identity, sites }) => {
  const guards = [requireCapability(sites, 'customer-migration'), requireCustomer(identity)];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/status', { onRequest: guards, schema: { response: { 200: MigrationStateSchema, ...errorResponses(400, 401, 404) } } }, async (request) => ({
    migrationStatus: await migrations.status(customerOf(request).customerId),
  }));
  app.post(
    '/migrate',
    { onRequest: guards, schema: { body: MigrateBodySchema, response: { 200: MigrationStateSchema, 202: MigrationStateSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } } },
    async (request, reply) => {
      const { httpStatus, state } = await migrations.migrate(customerOf(request).customerId);
      return reply.code(httpStatus).send(state);
    },
  );
};
