import { findInputProblem, isUnsafeText, MAX_INPUT_DEPTH } from './unsafe-input';

/** `levels` objects nested inside each other around `inner`. */
const nested = (levels: number, inner: unknown = 1): unknown => {
  let value = inner;
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
};

describe('isUnsafeText', () => {
  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'x\ud83d'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_name, text) => expect(isUnsafeText(text)).toBe(true));

  it.each([
    ['plain text', 'player@example.com'],
    ['a surrogate pair (emoji)', 'Pat 💥'],
    ['other control characters, which PostgreSQL stores', 'tab\there\u0001'],
    ['the empty string', ''],
  ])('accepts %s', (_name, text) => expect(isUnsafeText(text)).toBe(false));
});

describe('findInputProblem', () => {
  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses one more`, () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'too_deep', limit: MAX_INPUT_DEPTH });
    expect(findInputProblem(nested(MAX_INPUT_DEPTH, []))).toEqual({ kind: 'too_deep', limit: MAX_INPUT_DEPTH });
  });

  it('measures a depth far beyond the call stack without overflowing it', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(findInputProblem(deep)).toEqual({ kind: 'too_deep', limit: MAX_INPUT_DEPTH });
  });

  it('finds an unsafe string at any depth and says where', () => {
    expect(findInputProblem({ games: [{ numbers: ['1', '2'] }, { numbers: ['3', 'x\u0000'] }] })).toEqual({ kind: 'unsafe_text', path: ['games', 1, 'numbers', 1], inKey: false });
    expect(findInputProblem('\ud800')).toEqual({ kind: 'unsafe_text', path: [], inKey: false });
  });

  it('finds an unsafe key, reporting the object that holds it', () => {
    expect(findInputProblem({ metadata: { 'a\u0000': 1 } })).toEqual({ kind: 'unsafe_text', path: ['metadata'], inKey: true });
  });

  it('accepts ordinary input of every JSON type', () => {
    expect(findInputProblem({ lottery: 'weekend-lotto', num_draws: 2, games: [[1, 2, 3]], quickpick: true, note: null, name: 'Zoë 💥' })).toBeNull();
    expect(findInputProblem(undefined)).toBeNull();
  });
});
