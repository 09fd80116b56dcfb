import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { customerOf, optionalCustomer, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import { siteOf } from '../../plugins/site-resolution';
import type { LocateService } from './service';

const LocationSchema = Type.Object({ countryCode: Type.String(), subVariant: Type.String(), countryBanned: Type.Boolean() });
const CountryBanSchema = Type.Object({ countryBanned: Type.Boolean(), countryBannedConfirmationRequired: Type.Boolean() });
const HeadersSchema = Type.Object({ 'x-country-code': Type.Optional(Type.String({ maxLength: 8 })) });
const AcceptBodySchema = Type.Object({ acceptTerms: Type.Literal(true) }, { additionalProperties: false });
const AcceptedSchema = Type.Object({ termsAcceptedAt: Type.String({ format: 'date-time' }) });

/**
 * `GET /v2/locate`, and the banned-country confirmation in two calls (groups spec §7): `POST
 * /v2/customer/terms-and-conditions` accepts the site's terms, `POST /v2/customer/terms-and-conditions/location`
 * confirms them for where the customer is (clearing `countryBannedConfirmationRequired`).
 */
export const locateRoutes: FastifyPluginAsyncTypebox<{ locations: LocateService; identity: Authenticator }> = async (app, { locations, identity }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/locate', { onRequest: optionalCustomer(identity), schema: { headers: HeadersSchema, response: { 200: LocationSchema, ...errorResponses(400, 401, 404) } } }, async (request) =>
    locations.locate(siteOf(request).site, request.headers['x-country-code'], request.customer?.customerId ?? null),
  );
  app.post(
    '/customer/terms-and-conditions',
    { onRequest: requireCustomer(identity), schema: { body: AcceptBodySchema, response: { 200: AcceptedSchema, ...errorResponses(400, 401, 404, 415, 422) } } },
    async (request) => {
      const { termsAcceptedAt } = await locations.acceptTerms(customerOf(request).customerId);
      return { termsAcceptedAt: termsAcceptedAt.toISOString() };
    },
  );
  app.post(
    '/customer/terms-and-conditions/location',
    { onRequest: requireCustomer(identity), schema: { body: AcceptBodySchema, response: { 200: CountryBanSchema, ...errorResponses(400, 401, 404, 415, 422) } } },
    async (request) => {
      const state = await locations.confirmTermsForLocation(customerOf(request).customerId);
      return { countryBanned: state.countryBanned, countryBannedConfirmationRequired: state.confirmationRequired };
    },
  );
};
