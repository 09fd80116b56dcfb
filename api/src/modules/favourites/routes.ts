import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FAVOURITE_LIMITS } from '@drawfront/shared/contract/favourites';
import { Type } from 'typebox';
import { customerOf, requireCustomer } from '../../plugins/auth';
import type { Authenticator } from '../../plugins/auth';
import { errorResponses } from '../../plugins/error-response';
import type { FavouritesService } from './service';

const FavouritesSchema = Type.Object({ numbers: Type.Array(Type.Integer()) });
const NumbersSchema = Type.Array(Type.Integer({ minimum: FAVOURITE_LIMITS.min, maximum: FAVOURITE_LIMITS.highest }), { maxItems: FAVOURITE_LIMITS.max, uniqueItems: true });
/**
 * The spec's body is `favouriteNumbers` (`favourite_numbers` on the wire). `numbers` is what account remotes
 * before it sent: still taken, so a site on an older release keeps working until ops move it on.
 */
const FavouritesBodySchema = Type.Union([
  Type.Object({ favouriteNumbers: NumbersSchema }, { additionalProperties: false }),
  Type.Object({ numbers: NumbersSchema }, { additionalProperties: false, deprecated: true }),
]);

/** `/v2/favourite-numbers` (storefront §2 /my-account/favourite-numbers): the signed-in customer's favourites. */
export const favouriteRoutes: FastifyPluginAsyncTypebox<{ favourites: FavouritesService; identity: Authenticator }> = async (app, { favourites, identity }) => {
  const signedIn = requireCustomer(identity);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  app.get('/favourite-numbers', { onRequest: signedIn, schema: { response: { 200: FavouritesSchema, ...errorResponses(400, 401, 404) } } }, async (request) =>
    favourites.get(customerOf(request).customerId),
  );
  app.put('/favourite-numbers', { onRequest: signedIn, schema: { body: FavouritesBodySchema, response: { 200: FavouritesSchema, ...errorResponses(400, 401, 404, 415, 422) } } }, async (request) =>
    favourites.put(customerOf(request).customerId, 'favouriteNumbers' in request.body ? request.body.favouriteNumbers : request.body.numbers),
  );
};
