import { format } from 'node:util';
import type { ErrorDefinition } from './error-codes';

export type FieldErrors = Record<string, string[]>;

/** An expected failure with a catalogue code; the error handler answers it as is. */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly errors: FieldErrors;
  readonly result: unknown;

  constructor(definition: ErrorDefinition, args: readonly (string | number)[] = [], details: { errors?: FieldErrors; result?: unknown } = {}) {
    super(format(definition.message, ...args));
    this.name = 'AppError';
    this.code = definition.code;
    this.statusCode = definition.status;
    this.errors = details.errors ?? {};
    this.result = details.result ?? null;
  }
}
