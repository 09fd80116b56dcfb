import { Type } from 'typebox';
import type { TSchema, TStringOptions } from 'typebox';

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** `true` when A and B are assignable both ways (a schema's static type and a shared contract type). */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Compile-time check, no run-time effect: `assertType<SameShape<Static<typeof S>, Contract>>()` fails
 * type-checking when a response schema drifts from the contract type in `@drawfront/shared`.
 */
export function assertType<_Check extends true>(): void {}

/** `T` with its readonly array properties made mutable, as a schema's static type has them. */
export type MutableArrays<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

const patternMessages = new Map<string, string>();

/**
 * A string that must match `pattern`; a failed match is reported with `message` ("must be a semantic
 * version") instead of the raw regular expression.
 */
export function PatternString(pattern: string, message: string, options: Omit<TStringOptions, 'pattern'> = {}) {
  // A validation error names the failed pattern, not the schema, so one pattern text can carry one message. The
  // same pattern with another message ("a group id", "a spend limit id") gets its own equivalent text: an
  // empty group in front matches nothing and changes nothing.
  let text = pattern;
  while (patternMessages.has(text) && patternMessages.get(text) !== message) text = `(?:)${text}`;
  patternMessages.set(text, message);
  return Type.String({ ...options, pattern: text });
}

/** The readable message registered for a pattern, if any. */
export function patternMessage(pattern: string): string | undefined {
  return patternMessages.get(pattern);
}

/** A UUID, with one message whatever the id names (the field's name says which). */
export const UuidString = () => PatternString('^[0-9a-fA-F]{8}(?:-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$', 'must be an id (a UUID)');
