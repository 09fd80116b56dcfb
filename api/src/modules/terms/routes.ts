import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OfferTerms } from '@drawfront/shared/contract/terms';
import { Type } from 'typebox';
import type { Static } from 'typebox';
import { assertType, Nullable, PatternString } from '../../lib/typebox';
import type { SameShape } from '../../lib/typebox';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import type { TermsService } from './service';

const OfferKey = PatternString('^[a-z0-9][a-z0-9_-]*$', 'must be an offer key (lower-case letters, digits, hyphen, underscore)', { minLength: 1, maxLength: 100 });
const TermsSchema = Type.Object({
  offerKey: Type.String(),
  drawNo: Nullable(Type.Integer()),
  title: Type.String(),
  sections: Type.Array(Type.Object({ heading: Type.String(), paragraphs: Type.Array(Type.String()) })),
  updatedAt: Type.String(),
});
assertType<SameShape<Static<typeof TermsSchema>, OfferTerms>>();

/** Terms and conditions under /v2 (`/{offer}/terms-and-conditions` and `/{drawNo}`). */
export const termsRoutes: FastifyPluginAsyncTypebox<{ terms: TermsService }> = async (app, { terms }) => {
  app.get(
    '/terms/:offerKey',
    { schema: { params: Type.Object({ offerKey: OfferKey }), response: { 200: TermsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, 60);
      return terms.terms(siteOf(request).site.key, request.params.offerKey, null);
    },
  );
  app.get(
    '/terms/:offerKey/:drawNo',
    { schema: { params: Type.Object({ offerKey: OfferKey, drawNo: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }) }), response: { 200: TermsSchema, ...errorResponses(400, 401, 404, 422) } } },
    async (request, reply) => {
      cachePrivately(reply, 60);
      return terms.terms(siteOf(request).site.key, request.params.offerKey, request.params.drawNo);
    },
  );
};
