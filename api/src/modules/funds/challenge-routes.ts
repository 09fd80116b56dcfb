import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { formatMoney } from '@drawfront/shared/format/money';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error';
import { errorResponses } from '../../plugins/error-response';
import type { GatewayRegistry } from '../../payments/gateway-registry';
import { PaymentError } from '../../payments/payment-errors';
import { TestGateway } from '../../payments/test-gateway';
import { FUNDS_ERRORS } from './errors';
import { ChallengeBodySchema, ChallengeParamsSchema, NotifyQuerySchema } from './schemas';
import type { FundsService } from './service';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

// The page is HTML for a person; the redirects carry no body (documented for /openapi.json).
export const HTML_PAGE = { description: 'An HTML page', content: { 'text/html': { schema: Type.String() } } };
export const REDIRECT = { description: 'See Other: back to the shop', type: 'null' } as const;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * The test gateway's 3-D Secure challenge page (what a card issuer would show) and the 3DS return
 * endpoint the browser lands on afterwards (storefront §7 "/3ds/notify"). Unsigned: a browser comes
 * here by redirect, not the storefront's signed client.
 */
export const challengeRoutes: FastifyPluginAsyncTypebox<{ funds: FundsService; gateways: GatewayRegistry; challengeBase: string; testPages: boolean }> = async (app, { funds, gateways, challengeBase, testPages }) => {
  const testGateway = (): TestGateway | null => {
    const gateway = gateways.has('test') ? gateways.get('test') : null;
    return gateway instanceof TestGateway ? gateway : null;
  };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  // The test gateway's own page exists only behind the test doors; the return endpoint below serves every gateway.
  if (testPages) registerTestChallengePage(app, funds, testGateway, challengeBase);

  app.get('/3ds/notify', { schema: { querystring: NotifyQuerySchema, response: { 303: REDIRECT, ...errorResponses(400, 404, 422) } } }, async (request, reply) => {
    const depositId = request.query.deposit;
    // The test gateway's outcome comes from its own challenge page only (the browser could forge this query);
    // a real gateway reads its signed fields (e.g. cres) from the rest of the query.
    const { deposit: _deposit, outcome: _outcome, ...answer } = request.query as Record<string, string | undefined>;
    let completed;
    try {
      completed = depositId ? await funds.completeChallenge(depositId, answer) : null;
    } catch (error) {
      if (error instanceof PaymentError) completed = null;
      else throw error;
    }
    if (!completed) throw new AppError(FUNDS_ERRORS.depositNotFound, [String(depositId ?? '').slice(0, 64)]);
    // A checkout deposit that bought its order goes straight to the receipt (groups spec §4 "Deposit flow").
    if (completed.checkoutId) return reply.redirect(`/receipt/${encodeURIComponent(completed.checkoutId)}`, 303);
    const target = `/my-account/deposit/details/${completed.depositId}/${completed.outcome}`;
    return reply.redirect(completed.returnPath ? `${target}?return_path=${encodeURIComponent(completed.returnPath)}` : target, 303);
  });
};

type TestGatewayOf = () => TestGateway | null;

/** The test gateway's 3-D Secure page: what a card issuer would show, Approve or Deny. */
function registerTestChallengePage(app: Parameters<FastifyPluginAsyncTypebox>[0], funds: FundsService, testGateway: TestGatewayOf, challengeBase: string): void {
  app.get(`${challengeBase}/:ref`, { schema: { params: ChallengeParamsSchema, response: { 200: HTML_PAGE, 404: HTML_PAGE, ...errorResponses(400, 422) } } }, async (request, reply) => {
    const challenge = testGateway()?.describeChallenge(request.params.ref) ?? null;
    const deposit = challenge ? await funds.depositForReference(challenge.gatewayReference) : null;
    reply.type('text/html; charset=utf-8');
    if (!challenge || !deposit) {
      return reply.status(404).send(page('3-D Secure check', '<h1>3-D Secure check</h1><p>This payment check was not found. Please go back to the shop and try again.</p>'));
    }
    const fund = await funds.fundOf(deposit);
    const amount = formatMoney(challenge.amount, challenge.currency, 'en-AU');
    const card = fund ? `<p>Card ending in <strong>${escapeHtml(fund.last4)}</strong></p>` : '';
    const action = `${challengeBase}/${encodeURIComponent(challenge.gatewayReference)}`;
    const body =
      challenge.status === 'pending'
        ? `<form method="post" action="${escapeHtml(action)}"><button type="submit" name="outcome" value="approve">Approve</button><button type="submit" name="outcome" value="deny">Deny</button></form>`
        : `<p>This check is already ${escapeHtml(challenge.status)}.</p><form method="post" action="${escapeHtml(action)}"><button type="submit" name="outcome" value="approve">Continue</button></form>`;
    return page('3-D Secure check', `<h1>3-D Secure check</h1><p>Confirm the payment of <strong>${escapeHtml(amount)}</strong> to continue.</p>${card}${body}`);
  });

  app.post(`${challengeBase}/:ref`, { schema: { params: ChallengeParamsSchema, body: ChallengeBodySchema, response: { 303: REDIRECT, ...errorResponses(400, 404, 415, 422) } } }, async (request, reply) => {
    const gateway = testGateway();
    const challenge = gateway?.describeChallenge(request.params.ref) ?? null;
    if (!gateway || !challenge) throw new AppError(FUNDS_ERRORS.depositNotFound, [request.params.ref]);
    const deposit = await funds.depositForReference(challenge.gatewayReference);
    if (!deposit) throw new AppError(FUNDS_ERRORS.depositNotFound, [request.params.ref]);
    const result = await gateway.completeChallenge(challenge.gatewayReference, { outcome: request.body.outcome });
    const back = new URL(challenge.returnUrl);
    back.searchParams.set('outcome', result.status === 'succeeded' ? 'approved' : 'denied');
    return reply.redirect(`${back.pathname}${back.search}`, 303);
  });
}
