import type { ApiErrorShape } from './types';

/** Fields of an ApiError; `context` says which call failed and how, for logs and error reports. */
export interface ApiErrorInit extends ApiErrorShape {
  context: string;
  cause?: unknown;
}

/** The one error the API client rejects with (storefront §8); `message` is safe to show a customer. */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly code: string | null;
  readonly errors: Record<string, unknown>;
  readonly result: unknown;
  readonly reported: boolean;
  /** E.g. "GET https://api.example/v2/cart/items answered 503". */
  readonly context: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
    this.result = init.result;
    this.reported = init.reported;
    this.context = init.context;
  }
}

/**
 * The HTTP status of an ApiError, or null for anything else. Structural, not `instanceof`: the shell's
 * client throws the shell's ApiError, and each remote bundles its own copy of the class.
 */
export function apiStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, name } = error as { status?: unknown; name?: unknown };
  return name === 'ApiError' && typeof status === 'number' ? status : null;
}
