import { camelKeys } from './case-conversion';
import { CLEAR_CACHE_PARAM } from './cache-ttl';
import type { ApiError } from './api-error';
import { abortedError, ACCESS_TOKEN_REJECTED_CODE, errorFromResponse, errorFromThrown, isAbortError, parseFailureError, STEP_UP_REQUIRED_CODE, timeoutError } from './error-mapping';
import { buildHeaders, newRequestId } from './headers';
import { encodeBody } from './request-body';
import { buildUrl, withoutParam } from './request-url';
import { createResponseCache } from './response-cache';
import { createSigner, signatureMessage } from './signature';
import type { ApiClient, ApiRequest, Discovery } from './types';

/** Server request timeout default (storefront §9). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** What the shell gives the one API client of a page. */
export interface ApiClientConfig {
  discovery: Discovery;
  appKey: string;
  signingSecret: string;
  site: string;
  subVariant: string;
  getSession(): { accessToken: string | null; customerId: string | null };
  sessionId: string;
  deviceId: string;
  /** Renews the access token; resolves false (or rejects) when it could not. */
  refreshSession?(): Promise<boolean>;
  /**
   * A 403 REQUIRED (step-up): prove a second factor (the shell's elevation modal); true when proved, and the
   * call is then sent once more. Absent, or false (the modal was closed), the call fails with the 403.
   */
  elevate?(error: ApiError): Promise<boolean>;
  /** Called on every 5xx answer (storefront §8 "5xx sets a sitewide error with the code"). */
  onSitewideError?(status: number, code: string | null): void;
  /** Error reporting; gets every ApiError whose `reported` is true. */
  report?(error: ApiError): void;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

/** What came back over the wire, read within the time limit. */
interface Exchange {
  status: number;
  ok: boolean;
  contentType: string;
  body: Blob | string;
}

/** PDF answers become a download link instead of being parsed (storefront §7); so do CSV exports (the transactions list). */
function isPdf(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return type.includes('application/pdf') || type.includes('text/csv');
}

/** Fails fast at start-up, naming every missing setting, rather than sending unsigned requests later. */
function assertConfig(config: ApiClientConfig): void {
  const missing: string[] = (['appKey', 'signingSecret', 'site', 'sessionId', 'deviceId'] as const).filter((name) => !config[name]);
  if (!config.discovery?.services?.main) missing.push('discovery.services.main');
  if (missing.length) throw new Error(`createApiClient: missing configuration ${missing.join(', ')}`);
}

/**
 * The one HTTP client of the platform (storefront §7–§8): discovery base URLs, signed headers,
 * snake_case bodies and camelCase answers, a GET cache, PDF links, one refresh-and-retry on a rejected access token,
 * step-up signalling on 403 REQUIRED, and errors mapped to ApiError.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  assertConfig(config);
  // Calling window.fetch detached from window throws "Illegal invocation", so the default is wrapped.
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = config.now ?? Date.now;
  const cache = createResponseCache(now);
  const sign = createSigner(config.signingSecret);
  let refreshing: Promise<boolean> | null = null;

  /** One refresh at a time: parallel 401s share it, because a refresh token is single-use. */
  function refreshOnce(refresh: () => Promise<boolean>): Promise<boolean> {
    refreshing ??= refresh()
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  function fail(error: ApiError, request: ApiRequest, fromResponse: boolean): never {
    // Callbacks belong to the shell; a fault in one must not replace the error the caller sees.
    try {
      if (fromResponse && error.status >= 500 && !request.noSitewideError) config.onSitewideError?.(error.status, error.code);
      if (error.reported) config.report?.(error);
    } catch {
      // Deliberately ignored: see above.
    }
    throw error;
  }

  async function exchange(url: string, init: RequestInit, request: ApiRequest, context: string): Promise<Exchange> {
    const timeoutMs = request.timeoutMs ?? config.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const callerSignal = request.signal;
    if (callerSignal?.aborted) throw abortedError(callerSignal.reason, context);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      const contentType = response.headers.get('content-type') ?? '';
      const body = response.ok && isPdf(contentType) ? await response.blob() : await response.text();
      return { status: response.status, ok: response.ok, contentType, body };
    } catch (thrown) {
      if (timedOut) throw timeoutError(timeoutMs, context);
      if (callerSignal?.aborted || isAbortError(thrown)) throw abortedError(thrown, context);
      return fail(errorFromThrown(thrown, context), request, false);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    }
  }

  function readSuccess(result: Exchange, request: ApiRequest, context: string): unknown {
    if (typeof result.body !== 'string') return { downloadUrl: URL.createObjectURL(result.body) };
    if (result.body.trim() === '') return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(result.body);
    } catch (cause) {
      return fail(parseFailureError(cause, context), request, false);
    }
    return request.rawResponse ? parsed : camelKeys(parsed);
  }

  function readErrorBody(result: Exchange): unknown {
    if (typeof result.body !== 'string') return null;
    try {
      // An error answer that is not JSON (a proxy's HTML 502) keeps its real status; only success bodies map to 422.
      return camelKeys(JSON.parse(result.body));
    } catch {
      return null;
    }
  }

  async function request<T>(request: ApiRequest): Promise<T> {
    const service = request.service ?? 'main';
    const target = config.discovery.services[service];
    const method = request.method ?? 'GET';
    if (!target) {
      throw new Error(`API service "${service}" is not in the discovery document (for ${method} ${request.path})`);
    }
    const version = request.version ?? target.version;
    const url = buildUrl(target.baseUrl, request.path, request.query);
    const context = `${method} ${url}`;

    const cacheable = method === 'GET' && (request.cacheTtlMs ?? 0) > 0;
    const { query: keyQuery, had: clearCache } = withoutParam(request.query, CLEAR_CACHE_PARAM);
    // Keyed by customer and version too, so one customer's cart never answers for the next sign-in.
    const cacheKey = `${config.getSession().customerId ?? '-'} ${version} ${buildUrl(target.baseUrl, request.path, keyQuery)}`;
    if (cacheable && clearCache) cache.clear();
    if (cacheable && !clearCache) {
      const cached = cache.get(cacheKey);
      if (cached !== undefined) return cached as T;
    }

    const { body, contentType } = encodeBody(request.body, request.form);
    let elevated = false;
    for (let attempt = 0; ; attempt += 1) {
      const session = config.getSession();
      const timestamp = String(Math.floor(now() / 1000));
      const headers = buildHeaders({
        appKey: config.appKey,
        timestamp,
        signature: await sign(signatureMessage(config.appKey, timestamp, session.accessToken)),
        version,
        sessionId: config.sessionId,
        subVariant: config.subVariant,
        deviceId: config.deviceId,
        requestId: newRequestId(),
        site: config.site,
        accessToken: session.accessToken,
        customerId: session.customerId,
        contentType,
        idempotencyKey: request.idempotencyKey,
      });
      const result = await exchange(url, { method, headers, body }, request, context);

      if (result.ok) {
        const value = readSuccess(result, request, context);
        if (cacheable && value !== undefined && typeof result.body === 'string') cache.set(cacheKey, value, request.cacheTtlMs ?? 0);
        return value as T;
      }

      const error = errorFromResponse(result.status, readErrorBody(result), context);
      // Only an expired or otherwise rejected access token is cured by a refresh. Any other 401 or 403 judged what
      // the call sent (a wrong two-factor code, a locked account): sent again, a wrong code would count twice.
      const tokenRejected = result.status === 401 && error.code === ACCESS_TOKEN_REJECTED_CODE;
      // 403 REQUIRED asks for a one-time code, not a new token: the caller opens the 2FA prompt and retries.
      const stepUp = result.status === 403 && error.code === STEP_UP_REQUIRED_CODE;
      if (stepUp && !elevated && !request.skipAuthRefresh && config.elevate) {
        // Once per call: a second REQUIRED after a proved factor is the caller's to show.
        elevated = true;
        if (await config.elevate(error)) continue;
      }
      if (tokenRejected && attempt === 0 && !request.skipAuthRefresh && config.refreshSession) {
        // Another call may already have renewed the token this request was sent with; then just retry.
        const renewedMeanwhile = config.getSession().accessToken !== session.accessToken;
        if (renewedMeanwhile || (await refreshOnce(config.refreshSession.bind(config)))) continue;
      }
      return fail(error, request, true);
    }
  }

  return {
    request,
    clearCache(match) {
      cache.clear(match);
    },
  };
}
