import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../errors/app-error';
import { ERROR_CODES } from '../../errors/error-codes';
import { errorResponses } from '../../plugins/error-response';
import { cachePrivately, noStore } from '../../plugins/http-cache';
import { siteOf } from '../../plugins/site-resolution';
import {
  ChatBodySchema,
  CollectionParamsSchema,
  ContactBodySchema,
  FeedbackBodySchema,
  FileParamsSchema,
  ItemAnswerSchema,
  ItemParamsSchema,
  ItemQuerySchema,
  ListAnswerSchema,
  ListQuerySchema,
  SubmittedSchema,
} from './schemas';
import { SINGLETONS, WRITABLE } from './service';
import type { ContentService, WritableCollection } from './service';

/** The spec's cache for CMS items (storefront §9: 60 s for most reads; theme 10 min). */
const ITEM_CACHE_S = 60;
const THEME_CACHE_S = 600;

/** The content service (`/cms`, unsigned like translations, per resolved site). */
export const contentRoutes: FastifyPluginAsyncTypebox<{ content: ContentService }> = async (app, { content }) => {
  for (const collection of SINGLETONS) {
    app.get(`/items/${collection}`, { schema: { querystring: ItemQuerySchema, response: { 200: ItemAnswerSchema, ...errorResponses(404) } } }, async (request, reply) => {
      const data = await content.singleton(siteOf(request).site.key, collection);
      cachePrivately(reply, collection === 'theme' ? THEME_CACHE_S : ITEM_CACHE_S);
      return { data };
    });
  }

  app.get('/items/:collection', { schema: { params: CollectionParamsSchema, querystring: ListQuerySchema, response: { 200: ListAnswerSchema, ...errorResponses(400, 404) } } }, async (request, reply) => {
    const { sv: _sv, ...query } = request.query;
    const { site, subVariant } = siteOf(request);
    const answer = await content.list(site.key, request.params.collection, query, subVariant.code);
    cachePrivately(reply, ITEM_CACHE_S);
    return answer;
  });

  app.get('/items/:collection/:id', { schema: { params: ItemParamsSchema, querystring: ItemQuerySchema, response: { 200: ItemAnswerSchema, ...errorResponses(403, 404, 422) } } }, async (request, reply) => {
    const { expires, signature } = request.query;
    if ((expires === undefined) !== (signature === undefined)) throw new AppError(ERROR_CODES.invalidPreviewLink);
    const preview = expires !== undefined && signature !== undefined ? { expires, signature } : undefined;
    const { site, subVariant } = siteOf(request);
    const data = await content.item(site.key, request.params.collection, request.params.id, preview, subVariant.code);
    // A draft seen through a preview link is never kept by a cache.
    if (preview) noStore(reply);
    else cachePrivately(reply, ITEM_CACHE_S);
    return { data };
  });

  const writeResponses = { 201: SubmittedSchema, ...errorResponses(404, 422, 429) };
  const writes = [
    ['contact_messages', ContactBodySchema],
    ['chat_messages', ChatBodySchema],
    ['feedback', FeedbackBodySchema],
  ] as const;
  for (const [collection, body] of writes) {
    app.post(`/items/${collection}`, { schema: { body, response: writeResponses } }, async (request, reply) => {
      const { id } = await content.submit(siteOf(request).site, collection as WritableCollection, request.body, request.ip);
      return reply.code(201).send({ data: { id } });
    });
  }
  // Not an operation of its own (it only refuses), so not in /openapi.json: the writable collections above are.
  app.post('/items/:collection', { schema: { hide: true, params: CollectionParamsSchema, response: errorResponses(403) } }, async (request) => {
    throw new AppError(ERROR_CODES.contentNotWritable, [request.params.collection, WRITABLE.join(', ')]);
  });

  // The answer is the file's bytes in its own type (errors still answer in the spec's shape).
  const fileAnswer = { description: "The file's bytes", content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } } };
  app.get('/files/:id', { schema: { params: FileParamsSchema, response: { 200: fileAnswer, ...errorResponses(404, 422) } } }, async (request, reply) => {
    const file = await content.file(siteOf(request).site.key, request.params.id);
    cachePrivately(reply, THEME_CACHE_S);
    reply.header('Content-Type', file.mimeType);
    // An SVG opened directly must not run script, whatever it holds.
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    // The bytes go out as they are (the schema above describes them; a Buffer is never serialised).
    return reply.send(file.bytes as unknown as string);
  });
};
