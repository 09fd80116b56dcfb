import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import type { FieldErrors } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';
import type { ErrorDefinition } from '../errors/error-codes';
import { patternMessage } from '../lib/typebox';
import { errorBody } from './error-response';
import { inputKeyedRecord, ownValue } from '../lib/own-keys';

interface ValidationIssue {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Spec §8 for cart adds and changes: the client shows the first message under 'this', so a validation failure also puts it there. */
    firstErrorUnderThis?: boolean;
  }
}

const REQUIRED_MESSAGE = 'This field is required';

// Fastify's own client errors, by code, mapped onto the catalogue.
const FASTIFY_CODES: Record<string, ErrorDefinition> = {
  FST_ERR_BAD_URL: ERROR_CODES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: ERROR_CODES.paramTooLong,
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_CODES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_CODES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_CODES.payloadTooLarge,
};

/**
 * One error handler for the whole API: every failure answers the spec's shape, bad input is a 4xx
 * (never a 500), and a 5xx is logged with method, URL and request id while the client sees only
 * "Something went wrong".
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}

/**
 * Fastify's router rejects some URLs before any route or error handler runs (bad percent-encoding,
 * an over-long path parameter); this gives them the same shape. Pass it as the `frameworkErrors` option.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(error, request, reply);
}

/** Answers an unknown route; also used as the not-found handler of encapsulated scopes. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = new AppError(ERROR_CODES.notFound, [request.method, request.url.split('?')[0] ?? request.url]);
  return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message));
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error, method: request.method, url: request.url, requestId: request.id }, 'request failed');
    return reply.status(error.statusCode).send(errorBody(error.statusCode, error.code, error.message, error.errors, error.result));
  }

  if (error.validation) {
    const context = error.validationContext ?? 'request';
    const errors = fieldErrors(error.validation as ValidationIssue[]);
    const first = Object.entries(errors)[0];
    const summary = first ? `${first[0]}: ${first[1][0]}` : 'it does not match the schema';
    const { status, code } = ERROR_CODES.validationFailed;
    // Routes whose client shows one notice (cart add, spec §8) also get the first message under 'this'.
    if (first && request.routeOptions.config?.firstErrorUnderThis) errors.this ??= [`${first[0]}: ${first[1][0]}`];
    return reply.status(status).send(errorBody(status, code, `invalid ${describeContext(context)}: ${summary}`, errors));
  }

  const known = error.code ? ownValue(FASTIFY_CODES, error.code) : undefined;
  if (known) {
    const path = truncate(request.url.split('?')[0] ?? '', 80);
    return reply.status(known.status).send(errorBody(known.status, known.code, known.message.replace('%s', path)));
  }

  const statusCode = error.statusCode ?? 500;
  if (statusCode === 415) {
    const { status, code, message } = ERROR_CODES.unsupportedMediaType;
    return reply.status(status).send(errorBody(status, code, message.replace('%s', String(request.headers['content-type'] ?? 'none'))));
  }
  if (statusCode >= 400 && statusCode < 500) {
    return reply.status(statusCode).send(errorBody(statusCode, ERROR_CODES.badRequest.code, error.message));
  }

  request.log.error({ err: error, method: request.method, url: request.url, requestId: request.id }, 'request failed');
  const { status, code, message } = ERROR_CODES.internalError;
  return reply.status(status).send(errorBody(status, code, message));
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/** How an error message names a request part (Fastify's validation context or a part the input guard checked). */
export function describeContext(context: string): string {
  return context === 'querystring' ? 'query string' : context === 'params' ? 'path parameters' : context;
}

/**
 * A body that is one of several shapes (a ticket or a kind line for `POST /cart/items`) fails every branch
 * of its top-level union; the caller meant the branch it came closest to, so only that branch's issues are told.
 */
function closestBranch(issues: readonly ValidationIssue[]): readonly ValidationIssue[] {
  const fromBranches = issues.every((issue) => issue.schemaPath === '#' || /^#\/anyOf\/\d+/.test(issue.schemaPath ?? ''));
  if (!fromBranches) return issues;
  const branches = new Map<string, ValidationIssue[]>();
  for (const issue of issues) {
    const branch = /^#\/anyOf\/\d+/.exec(issue.schemaPath ?? '')?.[0];
    if (branch) branches.set(branch, [...(branches.get(branch) ?? []), issue]);
  }
  const [closest] = [...branches.values()].sort((a, b) => a.length - b.length);
  return closest ?? issues;
}

/** Validation issues as `{ field: [messages] }`, the field a dotted path (`remotes.catalogue`). */
function fieldErrors(all: readonly ValidationIssue[]): FieldErrors {
  const issues = closestBranch(all);
  // Field names come from the request (an unknown key is reported by name), so the map has no prototype.
  const errors: FieldErrors = inputKeyedRecord();
  const add = (field: string, message: string) => {
    const list = (errors[field || 'this'] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const join = (name: string) => (base ? `${base}.${name}` : name);
    if (issue.keyword === 'required') {
      const missing = issue.params.requiredProperties ?? issue.params.missingProperty;
      for (const name of Array.isArray(missing) ? missing : [missing]) add(join(String(name)), REQUIRED_MESSAGE);
    } else if (issue.keyword === 'additionalProperties') {
      const extra = issue.params.additionalProperties;
      for (const name of Array.isArray(extra) ? extra : [extra]) add(join(String(name)), 'is not a known field');
    } else if (issue.keyword === 'boolean' && issue.message === 'schema is false') {
      // TypeBox reports an unknown property twice (here and as additionalProperties); keep one message.
      add(base, 'is not a known field');
    } else if (issue.keyword === 'pattern') {
      add(base, patternMessage(String(issue.params.pattern)) ?? issue.message ?? 'has an invalid format');
    } else if (issue.keyword === 'anyOf' || issue.keyword === 'enum' || issue.keyword === 'const') {
      add(base, allowedValues(issue) ?? issue.message ?? 'has an invalid value');
    } else {
      add(base, issue.message ?? 'is invalid');
    }
  }
  return errors;
}

function allowedValues(issue: ValidationIssue): string | null {
  const values = issue.params.allowedValues ?? issue.params.allowedValue;
  if (Array.isArray(values)) return `must be one of ${values.map(String).join(', ')}`;
  return null;
}
