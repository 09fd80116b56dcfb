import { camelizeKeys, snakeToCamel } from './case';

describe('snakeToCamel', () => {
  it.each([
    ['first_draw_no', 'firstDrawNo'],
    ['expected_revision', 'expectedRevision'],
    ['alreadyCamel', 'alreadyCamel'],
    ['cart-checkout', 'cart-checkout'],
    ['x_1', 'x1'],
  ])('%s → %s', (input, output) => expect(snakeToCamel(input)).toBe(output));
});

describe('camelizeKeys', () => {
  it('converts keys at every depth, leaves values alone', () => {
    expect(camelizeKeys({ release_id: 'a_b', nested_list: [{ inner_key: 1 }], keep: null })).toEqual({ releaseId: 'a_b', nestedList: [{ innerKey: 1 }], keep: null });
  });

  it('drops keys that would reach an object prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "constructor": 1, "ok": 2}') as unknown;
    const result = camelizeKeys(parsed) as Record<string, unknown>;
    expect(result).toEqual({ ok: 2 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
