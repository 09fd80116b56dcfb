import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import type { CustomerService } from '../customer/service';
import { MonthlyStatementSchema, MonthParamsSchema } from './schemas';
import { statementPdf } from './statement-pdf';
import type { StatementService } from './service';

/** Monthly activity statements under /v2: the figures as JSON, and the same as a PDF. */
export const statementRoutes: FastifyPluginAsyncTypebox<{ statements: StatementService; customers: CustomerService; identity: Authenticator; now: () => Date }> = async (app, { statements, customers, identity, now }) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/statements/:month', { onRequest: signedIn, schema: { params: MonthParamsSchema, response: { 200: MonthlyStatementSchema, ...errorResponses(400, 401, 404, 422) } } }, async (request) =>
    statements.statement(customerOf(request).customerId, siteOf(request).site, request.params.month),
  );

  app.get(
    '/statements/:month/pdf',
    { onRequest: signedIn, schema: { params: MonthParamsSchema, response: { 200: Type.Unsafe<Buffer>({ type: 'string' }), ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      const { site } = siteOf(request);
      const { customerId } = customerOf(request);
      const [statement, customer] = await Promise.all([statements.statement(customerId, site, request.params.month), customers.get(customerId, site)]);
      const pdf = await statementPdf(statement, {
        siteName: site.name,
        customerName: `${customer.firstname} ${customer.lastname}`,
        email: customer.email,
        locale: site.locale,
        timeZone: site.timeZone,
        generatedAt: now(),
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="statement-${request.params.month}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
