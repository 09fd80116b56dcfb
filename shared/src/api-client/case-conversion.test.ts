import { camelKeys, snakeKeys, toCamelCaseKey, toSnakeCaseKey } from './case-conversion';

describe('toSnakeCaseKey', () => {
  it.each([
    ['numDraws', 'num_draws'],
    ['firstDrawNo', 'first_draw_no'],
    ['checkoutID', 'checkout_id'],
    ['XMLHttpRequest', 'xml_http_request'],
    ['address2', 'address2'],
    ['line2Text', 'line2_text'],
    ['already_snake', 'already_snake'],
    ['a', 'a'],
  ])('%s → %s', (key, expected) => {
    expect(toSnakeCaseKey(key)).toBe(expected);
  });
});

describe('toCamelCaseKey', () => {
  it.each([
    ['access_token', 'accessToken'],
    ['draw_2_date', 'draw2Date'],
    ['prize_pool_suffix', 'prizePoolSuffix'],
    ['alreadyCamel', 'alreadyCamel'],
    ['_links', '_links'],
    ['double__under', 'doubleUnder'],
  ])('%s → %s', (key, expected) => {
    expect(toCamelCaseKey(key)).toBe(expected);
  });
});

describe('snakeKeys', () => {
  it('converts nested objects and arrays', () => {
    expect(snakeKeys({ cartItem: { drawNumber: 5, recurringPurchase: null }, gameSets: [{ numberSet: [1, 2] }] })).toEqual({
      cart_item: { draw_number: 5, recurring_purchase: null },
      game_sets: [{ number_set: [1, 2] }],
    });
  });

  it('leaves the entries of map-valued keys alone', () => {
    expect(snakeKeys({ preferences: { marketingEmail: true }, metadata: { utmSource: 'x' } })).toEqual({
      preferences: { marketingEmail: true },
      metadata: { utmSource: 'x' },
    });
  });

  it('passes values that are not plain objects through', () => {
    const date = new Date(0);
    expect(snakeKeys({ when: date, text: 'a', n: 1 })).toEqual({ when: date, text: 'a', n: 1 });
    expect(snakeKeys('plain')).toBe('plain');
    expect(snakeKeys(null)).toBeNull();
  });
});

describe('camelKeys', () => {
  it('converts nested objects and arrays', () => {
    expect(camelKeys({ cart_items: [{ lottery_key: 'x', draw_prize_pool: { amount: 1 } }] })).toEqual({
      cartItems: [{ lotteryKey: 'x', drawPrizePool: { amount: 1 } }],
    });
  });

  it('keeps reason ids and field names in map-valued keys', () => {
    expect(camelKeys({ blocked_reasons: { spend_limit: 'Over your limit' }, errors: { account_number: ['Invalid'] } })).toEqual({
      blockedReasons: { spend_limit: 'Over your limit' },
      errors: { account_number: ['Invalid'] },
    });
  });

  it('does not alter its input', () => {
    const input = { access_token: 't' };
    camelKeys(input);
    expect(input).toEqual({ access_token: 't' });
  });
});
