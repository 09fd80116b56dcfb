import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';
import { ERROR_CODES } from '../errors/error-codes';
import { siteOf } from './site-resolution';

export const APP_KEY_HEADER = 'x-app-key';
export const TIMESTAMP_HEADER = 'x-timestamp';
export const SIGNATURE_HEADER = 'x-signature';
/** How far a request's timestamp may be from the server clock, in seconds. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

export interface SignatureInput {
  appKey: string;
  secret: string;
  /** Unix seconds. */
  timestamp: number | string;
  /** The bearer access token, or '' when signed out. */
  customerToken?: string;
}

/**
 * The request signature: lowercase hex HMAC-SHA256, keyed with the site's signing secret, over
 * `${appKey}:${timestamp}:${customerToken}`. Used by clients, tests and the ops CLI alike.
 */
export function signRequest({ appKey, secret, timestamp, customerToken = '' }: SignatureInput): string {
  return createHmac('sha256', secret).update(`${appKey}:${timestamp}:${customerToken}`).digest('hex');
}

/** The headers a signed call carries (tests and scripts spread them into a request). */
export function signedHeaders(input: Omit<SignatureInput, 'timestamp'> & { timestamp?: number }): Record<string, string> {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    'X-App-Key': input.appKey,
    'X-Timestamp': String(timestamp),
    'X-Signature': signRequest({ ...input, timestamp }),
  };
  if (input.customerToken) headers.Authorization = `Bearer ${input.customerToken}`;
  return headers;
}

/** Verifies the signature of every call in the scope (after site resolution); 401 otherwise. */
export function verifySignatureHook(now: () => number = Date.now): onRequestHookHandler {
  return async (request) => {
    const { site } = siteOf(request);
    const appKey = single(request, APP_KEY_HEADER);
    const timestamp = single(request, TIMESTAMP_HEADER);
    const signature = single(request, SIGNATURE_HEADER);
    const missing = [
      appKey === undefined && 'X-App-Key',
      timestamp === undefined && 'X-Timestamp',
      signature === undefined && 'X-Signature',
    ].filter(Boolean);
    if (missing.length > 0) throw new AppError(ERROR_CODES.invalidSignature, [`missing header ${missing.join(', ')}`]);
    if (appKey !== site.appKey) throw new AppError(ERROR_CODES.invalidSignature, [`X-App-Key is not the app key of site '${site.key}'`]);
    if (!/^\d{1,12}$/.test(timestamp!)) throw new AppError(ERROR_CODES.invalidSignature, ['X-Timestamp must be unix seconds']);
    const serverSeconds = Math.floor(now() / 1000);
    if (Math.abs(serverSeconds - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
      throw new AppError(ERROR_CODES.signatureExpired, [timestamp!, MAX_CLOCK_SKEW_SECONDS, serverSeconds]);
    }
    const expected = Buffer.from(signRequest({ appKey, secret: site.signingSecret, timestamp: timestamp!, customerToken: bearerToken(request) }), 'hex');
    const given = /^[0-9a-f]{64}$/.test(signature!) ? Buffer.from(signature!, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(ERROR_CODES.invalidSignature, ['X-Signature does not match the app key, timestamp and customer token']);
    }
  };
}

/** The bearer access token of the request, or '' when signed out. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? '';
}

function single(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === '' ? undefined : value;
}
