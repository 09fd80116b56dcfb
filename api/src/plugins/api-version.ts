import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The main API version the client speaks (X-Api-Version), 3.0 when not sent. */
    apiVersion: string;
  }
}

export const API_VERSION_HEADER = 'x-api-version';
export const DEFAULT_API_VERSION = '3.0';
/** Main API versions the spec knows (storefront §7: 3.0 to 3.9). */
const KNOWN_VERSION = /^3\.[0-9]$/;

/** Reads `X-Api-Version`; an unknown version is a 400, since answering it in another version's shape would mislead. */
export function apiVersionHook(): onRequestHookHandler {
  return async (request) => {
    const raw = request.headers[API_VERSION_HEADER];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value === undefined || value === '') {
      request.apiVersion = DEFAULT_API_VERSION;
      return;
    }
    if (!KNOWN_VERSION.test(value)) throw new AppError(ERROR_CODES.unsupportedVersion, [value]);
    request.apiVersion = value;
  };
}
