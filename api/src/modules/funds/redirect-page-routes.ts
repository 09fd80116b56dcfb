import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatMoney } from '@drawfront/shared/format/money';
import { AppError } from '../../errors/app-error';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import { errorResponses } from '../../plugins/error-response';
import { TestGateway } from '../../payments/test-gateway';
import { TEST_PAYPAL_ACCOUNTS } from '../../payments/test-alternative-payments';
import type { AlternativeDepositsService } from './alternative-deposits-service';
import { escapeHtml, HTML_PAGE, page, REDIRECT } from './challenge-routes';
import { REDIRECT_RETURN_PATH } from './deposit-method-routes';
import { FUNDS_ERRORS } from './errors';
import { RedirectDecisionSchema, RedirectPageParamsSchema, RedirectReturnQuerySchema } from './schemas';

export const TEST_PAYPAL_BASE = '/test-gateway/paypal';

/**
 * The test gateway's PayPal-style approval page (what PayPal would show: sign in as an account, then
 * Approve or Cancel) and the return endpoint the browser comes back to, which settles the deposit from
 * the gateway's record (never from the query) and sends the customer to the storefront's success or
 * cancel page. Unsigned: a browser comes here by redirect.
 */
export const redirectPageRoutes: FastifyPluginAsyncTypebox<{ gateways: GatewayRegistry; alternatives: AlternativeDepositsService; testPages: boolean }> = async (app, { gateways, alternatives, testPages }) => {
  const testGateway = (): TestGateway | null => {
    const gateway = gateways.has('test') ? gateways.get('test') : null;
    return gateway instanceof TestGateway ? gateway : null;
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // The test gateway's own approval page exists only behind the test doors; the return endpoint below serves every gateway.
  if (testPages) {
    app.get(`${TEST_PAYPAL_BASE}/:ref`, { schema: { params: RedirectPageParamsSchema, response: { 200: HTML_PAGE, 404: HTML_PAGE, ...errorResponses(400, 422) } } }, async (request, reply) => {
      const payment = testGateway()?.describeRedirect(request.params.ref) ?? null;
      reply.type('text/html; charset=utf-8');
      if (!payment) return reply.status(404).send(page('PayPal (test)', '<h1>PayPal (test)</h1><p>This payment was not found. Please go back to the shop and try again.</p>'));
      const amount = formatMoney(payment.amount, payment.currency, 'en-AU');
      const action = `${TEST_PAYPAL_BASE}/${encodeURIComponent(payment.gatewayReference)}`;
      const body =
        payment.status === 'pending'
          ? `<form method="post" action="${escapeHtml(action)}"><p><label for="email">PayPal account email</label><br><input id="email" name="email" type="email" autocomplete="email" value="${TEST_PAYPAL_ACCOUNTS.approves}" required></p><button type="submit" name="action" value="approve">Approve payment</button><button type="submit" name="action" value="cancel" formnovalidate>Cancel and return to shop</button></form>`
          : `<p>This payment is already ${escapeHtml(payment.status)}.</p><form method="post" action="${escapeHtml(action)}"><button type="submit" name="action" value="approve">Return to shop</button></form>`;
      return page('PayPal (test)', `<h1>PayPal (test)</h1><p>Drawfront asks you to pay <strong>${escapeHtml(amount)}</strong>.</p>${body}`);
    });

    app.post(`${TEST_PAYPAL_BASE}/:ref`, { schema: { params: RedirectPageParamsSchema, body: RedirectDecisionSchema, response: { 303: REDIRECT, ...errorResponses(400, 404, 415, 422) } } }, async (request, reply) => {
      const gateway = testGateway();
      const payment = gateway?.describeRedirect(request.params.ref) ?? null;
      if (!gateway || !payment) throw new AppError(FUNDS_ERRORS.depositNotFound, [request.params.ref]);
      gateway.decideRedirect(payment.gatewayReference, { action: request.body.action, email: request.body.email });
      const back = new URL(payment.returnUrl);
      return reply.redirect(`${back.pathname}${back.search}`, 303);
    });
  }

  app.get(REDIRECT_RETURN_PATH, { schema: { querystring: RedirectReturnQuerySchema, response: { 303: REDIRECT, ...errorResponses(400, 404, 422) } } }, async (request, reply) => {
    const deposit = await alternatives.completeRedirect(request.query.deposit);
    if (!deposit) throw new AppError(FUNDS_ERRORS.depositNotFound, [request.query.deposit.slice(0, 64)]);
    return reply.redirect(alternatives.landingPath(deposit), 303);
  });
};
