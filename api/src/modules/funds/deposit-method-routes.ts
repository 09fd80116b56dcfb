import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { offersAlternativePayments } from '../../payments/gateway';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { idempotencyKeyOf } from '../../plugins/idempotency-key';
import { siteOf } from '../../plugins/site-resolution';
import type { AlternativeDepositsService } from './alternative-deposits-service';
import { siteWallets } from './alternative-deposits-service';
import type { BankDepositsService } from './bank-deposits-service';
import { requireSiteReturnPath } from './return-path';
import { BankDepositDetailsSchema, CardGatewaysSchema, DepositSchema, GatewayDepositBodySchema, GatewayDepositParamsSchema, GatewayInfoSchema, GatewayParamsSchema, TransactionParamsSchema } from './schemas';
import type { Deposit } from '@drawfront/shared/contract/funds';

/** The API's own path the PayPal-style page sends the browser back to (it settles, then redirects to the storefront). */
export const REDIRECT_RETURN_PATH = '/paypal/return';

/**
 * Under /v2: the card gateways (`GET /funds/card_gateways`, `GET /funds/{gateway}`), PayPal-style and
 * wallet deposits (`POST /funds/{method}/{gateway}/deposit`, groups spec §7) and the customer's bank
 * transfer / PayID reference (`GET /funds/bd/reference`).
 */
export const depositMethodRoutes: FastifyPluginAsyncTypebox<{ depositByTransaction: (customerId: string, transactionId: string) => Promise<Deposit>; gateways: GatewayRegistry; alternatives: AlternativeDepositsService; bank: BankDepositsService; identity: Authenticator }> = async (
  app,
  { depositByTransaction, gateways, alternatives, bank, identity },
) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/funds/card_gateways', { onRequest: signedIn, schema: { response: { 200: CardGatewaysSchema, ...errorResponses(401) } } }, async () => ({ cardGateways: gateways.keys() }));

  app.get('/funds/bd/reference', { onRequest: signedIn, schema: { response: { 200: BankDepositDetailsSchema, ...errorResponses(401) } } }, async (request) => bank.details(customerOf(request).customerId));

  app.get('/funds/:gateway', { onRequest: signedIn, schema: { params: GatewayParamsSchema, response: { 200: GatewayInfoSchema, ...errorResponses(400, 401, 404) } } }, async (request) => {
    const { site } = siteOf(request);
    const gateway = gateways.get(request.params.gateway);
    const alternative = offersAlternativePayments(gateway);
    const wallets = alternative ? [...siteWallets(site)] : [];
    return {
      key: gateway.key,
      currencies: [...gateway.currencies],
      rules: { minAmount: { amount: gateway.limits.minAmount, currency: site.currency }, maxAmount: { amount: gateway.limits.maxAmount, currency: site.currency }, cscRequired: gateway.cscRequired },
      depositMethods: ['cc' as const, ...(alternative ? ['pl' as const] : []), ...(wallets.includes('apple_pay') ? ['ap' as const] : []), ...(wallets.includes('google_pay') ? ['gp' as const] : [])],
      digitalWallets: wallets,
    };
  });

  app.get(
    '/deposits/by-transaction/:transactionId',
    { onRequest: signedIn, schema: { params: TransactionParamsSchema, response: { 200: DepositSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request) => depositByTransaction(customerOf(request).customerId, request.params.transactionId),
  );

  app.post(
    '/funds/:method/:gateway/deposit',
    { onRequest: signedIn, schema: { params: GatewayDepositParamsSchema, body: GatewayDepositBodySchema, response: { 200: DepositSchema, 201: DepositSchema, ...errorResponses(400, 401, 404, 409, 415, 422) } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const body = request.body;
      requireSiteReturnPath(body.returnPath);
      const { site, subVariant } = siteOf(request);
      const returnBase = `${request.protocol}://${request.host}${REDIRECT_RETURN_PATH}`;
      const answer = await alternatives.deposit({ site, subVariant, customerId: customerOf(request).customerId, method: request.params.method, gatewayKey: request.params.gateway, idempotencyKey: key, body, returnBase });
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return reply.status(201).send(answer.deposit);
    },
  );
};
