/** Everything the request headers carry (storefront §7 "Headers"). */
export interface HeaderValues {
  appKey: string;
  /** Unix seconds, as signed. */
  timestamp: string;
  signature: string;
  version: string;
  sessionId: string;
  subVariant: string;
  deviceId: string;
  requestId: string;
  site: string;
  accessToken: string | null;
  customerId: string | null;
  contentType: string | null;
  idempotencyKey?: string | undefined;
}

/** The request headers; customer id and bearer token only when signed in, Content-Type only with a body. */
export function buildHeaders(values: HeaderValues): Record<string, string> {
  const headers: Record<string, string> = {
    'X-App-Key': values.appKey,
    'X-Timestamp': values.timestamp,
    'X-Signature': values.signature,
    'X-Api-Version': values.version,
    'X-Session-Id': values.sessionId,
    'X-Sub-Variant': values.subVariant,
    'X-Device-Id': values.deviceId,
    'X-Request-Id': values.requestId,
    'X-Drawfront-Site': values.site,
  };
  // Fastify rejects a JSON Content-Type on an empty body (a DELETE, say), so it goes only with a body.
  if (values.contentType) headers['Content-Type'] = values.contentType;
  if (values.customerId) headers['X-Customer-Id'] = values.customerId;
  if (values.accessToken) headers.Authorization = `Bearer ${values.accessToken}`;
  if (values.idempotencyKey) headers['Idempotency-Key'] = values.idempotencyKey;
  return headers;
}

/** A random UUID v4 for X-Request-Id; falls back to getRandomValues where randomUUID is missing (non-secure origins). */
export function newRequestId(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
