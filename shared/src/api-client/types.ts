/** Services listed by `GET /discover` (storefront spec §7). */
export type ServiceName =
  | 'main'
  | 'content'
  | 'customer-verify'
  | 'rewards'
  | 'lotto-party'
  | 'translations'
  | 'notifications'
  | 'placement'
  | 'migration'
  | 'events'
  | 'platform'
  | 'membership';

/** Answer of `GET /discover`: base URL (absolute or origin-relative) and default version per service. */
export interface Discovery {
  services: Record<ServiceName, { baseUrl: string; version: string }>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  service?: ServiceName;
  method?: HttpMethod;
  /** Path under the service's base URL, e.g. `/pricing/default/product_offers`. */
  path: string;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /** Body with camelCase keys; sent as snake_case JSON, or as a form when `form` is true. */
  body?: unknown;
  form?: boolean;
  /** API version header override (default 3.0 for main). */
  version?: string;
  /** Cache a GET answer under its URL for this many milliseconds. */
  cacheTtlMs?: number;
  /** Login-type calls are not refreshed-and-retried on 401/403. */
  skipAuthRefresh?: boolean;
  /** Sent as `Idempotency-Key` on money-moving calls. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** Time limit for this call in milliseconds (default: the client's, 10000 ms). */
  timeoutMs?: number;
  /** Read the answer's keys as sent (no camelCase), for answers that are maps keyed by ids. */
  rawResponse?: boolean;
  /** A 5xx here is handled by the caller (e.g. placement shows an empty list): report it, but raise no sitewide error. */
  noSitewideError?: boolean;
}

/** A normalised API failure (storefront spec §8). */
export interface ApiErrorShape {
  status: number;
  message: string;
  code: string | null;
  errors: Record<string, unknown>;
  result: unknown;
  /** Whether it should go to error reporting (timeouts, blocked frames and aborts are not). */
  reported: boolean;
}

export interface ApiClient {
  request<T>(request: ApiRequest): Promise<T>;
  /**
   * Drops cached GET answers (all, or those whose URL contains `match`). The client's cache is the mechanism
   * under `cacheTtlMs`, which only remotes built before the query layer still pass: today's pages read through
   * query keys and invalidate those (`shared/src/data/`). Kept in the contract for those remotes, and cleared at sign-out.
   */
  clearCache(match?: string): void;
}
