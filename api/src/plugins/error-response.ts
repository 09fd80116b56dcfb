import { STATUS_CODES } from 'node:http';
import { Type } from 'typebox';
import type { FieldErrors } from '../errors/app-error';

/** The spec's error shape (storefront §3 "API error response", §8): every failure answers it. */
export const ErrorResponseSchema = Type.Object({
  messages: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
  error: Type.String(),
  result: Type.Unknown(),
});

export interface ErrorResponse {
  messages: { code: string; message: string }[];
  errors: FieldErrors;
  error: string;
  result: unknown;
}

/** Builds the error body; `error` is the HTTP reason phrase of `status`. */
export function errorBody(status: number, code: string, message: string, errors: FieldErrors = {}, result: unknown = null): ErrorResponse {
  return { messages: [{ code, message }], errors, error: STATUS_CODES[status] ?? 'Error', result };
}

/** Response schemas for the error statuses a route can answer, to spread into `schema.response`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<S, typeof ErrorResponseSchema>;
}
