import type { FastifyInstance } from 'fastify';
import { unsafeInputError } from './input-guard';

/**
 * `application/json` bodies: Fastify's parser (which drops `__proto__` and `constructor.prototype`),
 * then the input guard, so a body nested too deep or holding text the database refuses is answered
 * 4xx before any hook or handler walks it.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    // An empty body with a JSON content type (a DELETE from a client that always sets the header) is no body.
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(error, undefined);
      else done(unsafeInputError(value, 'body'), value);
    });
  });
}
