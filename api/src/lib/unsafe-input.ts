/**
 * The deepest nesting a request body may have: the spec's deepest body (a cart line's games and their
 * numbers) is 4 levels, so 32 leaves room for any client while keeping every recursive step after
 * parsing (key case conversion, schema validation, JSONB) far from the stack's limit.
 */
export const MAX_INPUT_DEPTH = 32;

// In `u` mode a well-formed pair is one code point, so `\p{Cs}` matches only a surrogate with no partner.
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** What is wrong with a piece of input, and where: `path` is the keys and indices from its root. */
export type InputProblem = { kind: 'too_deep'; limit: number } | { kind: 'unsafe_text'; path: readonly (string | number)[]; inKey: boolean };

/** Whether `text` holds a NUL character (PostgreSQL refuses it in text and JSONB) or an unpaired UTF-16 surrogate (JSONB refuses it, text stores it mangled). */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

interface Pending {
  value: unknown;
  depth: number;
  key: string | number | null;
  parent: Pending | null;
}

/**
 * The first problem in a parsed input (JSON value, form fields, query string, path parameters): nesting
 * deeper than `maxDepth` objects and arrays, or a string or key that the database would refuse. The walk
 * keeps its own stack, so a hostile depth cannot overflow the call stack before it is measured.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_INPUT_DEPTH): InputProblem | null {
  const stack: Pending[] = [{ value, depth: 0, key: null, parent: null }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { kind: 'unsafe_text', path: pathOf(item), inKey: false };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = item.depth + 1;
    if (depth > maxDepth) return { kind: 'too_deep', limit: maxDepth };
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push({ value: current[index], depth, key: index, parent: item });
      continue;
    }
    const entries = Object.entries(current);
    for (const [key] of entries) if (isUnsafeText(key)) return { kind: 'unsafe_text', path: pathOf(item), inKey: true };
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, inner] = entries[index]!;
      stack.push({ value: inner, depth, key, parent: item });
    }
  }
  return null;
}

function pathOf(item: Pending): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Pending | null = item; at !== null && at.key !== null; at = at.parent) path.unshift(at.key);
  return path;
}
