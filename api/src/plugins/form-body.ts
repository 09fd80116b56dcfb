import type { FastifyInstance } from 'fastify';
import { unsafeInputError } from './input-guard';
import { inputKeyedRecord } from '../lib/own-keys';

/**
 * Some calls are sent as forms (storefront §7: precommitment, spend limits): an
 * `application/x-www-form-urlencoded` body becomes a plain object of strings (the last value of a
 * repeated key wins), checked by the input guard, then goes through the same snake_case conversion
 * and schema as JSON.
 */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    // Keyed by the form's field names, so one named like an Object.prototype member is an ordinary entry.
    const fields = inputKeyedRecord<string>();
    for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
    done(unsafeInputError(fields, 'body'), fields);
  });
}
