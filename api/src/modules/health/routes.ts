import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';

const HealthSchema = Type.Object({ status: Type.Literal('ok'), database: Type.Enum(['pglite', 'postgres']) });

/** `GET /health`: answers ok only when the database answers a query (load balancers and `npm start` poll it). */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { querystring: Type.Object({}), response: { 200: HealthSchema, ...errorResponses(503) } } }, async (request, reply) => {
    try {
      // The one SQL outside a repository: `select 1` asks only whether the database answers, no module's table.
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database query failed');
      throw new AppError(ERROR_CODES.databaseUnavailable);
    }
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const, database: app.dbKind };
  });
};
