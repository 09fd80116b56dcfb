import { redact, redactValue } from './redact';

describe('redact', () => {
  it('keeps only the last 4 digits of a card number', () => {
    expect(redact('card 4242424242424242 declined')).toBe('card ************4242 declined');
  });

  it('masks card numbers grouped by spaces or hyphens and keeps the grouping', () => {
    expect(redact('4242 4242 4242 4242')).toBe('**** **** **** 4242');
    expect(redact('3782-822463-10005')).toBe('****-******-*0005');
  });

  it.each([13, 15, 16, 19])('masks a %i-digit run', (length) => {
    const digits = '4'.repeat(length - 4) + '1234';
    expect(redact(`x${digits}y`)).toBe(`x${'*'.repeat(length - 4)}1234y`);
  });

  it('masks a longer run too, since a card number may be inside it', () => {
    expect(redact('000004242424242424242')).toBe('*****************4242');
  });

  it('leaves shorter numbers alone', () => {
    const text = 'order 123456789012 for 2500 cents, draw 4521, phone 0412 345 678';
    expect(redact(text)).toBe(text);
  });

  it('masks every card number in a line', () => {
    expect(redact('a=4000000000000002&b=5555555555554444')).toBe('a=************0002&b=************4444');
  });

  it('does not join digit groups split by more than one separator', () => {
    expect(redact('4242  4242  4242  4242')).toBe('4242  4242  4242  4242');
  });
});

describe('redactValue', () => {
  it('redacts strings deep inside objects and arrays', () => {
    const value = { body: { note: 'use 4242424242424242', items: ['5555 5555 5555 4444'] } };
    expect(redactValue(value)).toEqual({ body: { note: 'use ************4242', items: ['**** **** **** 4444'] } });
  });

  it('replaces card number and CSC fields whole, whatever their length', () => {
    const value = { cardNumber: '4242', csc: '123', cvv: 1234, card_security_code: '999', pan: '4111', securityCode: '12', holderName: 'Jo' };
    expect(redactValue(value)).toEqual({
      cardNumber: '[redacted]',
      csc: '[redacted]',
      cvv: '[redacted]',
      card_security_code: '[redacted]',
      pan: '[redacted]',
      securityCode: '[redacted]',
      holderName: 'Jo',
    });
  });

  it('masks a card number sent as a JSON number', () => {
    expect(redactValue({ amount: 2500, n: 4242424242424242 })).toEqual({ amount: 2500, n: '************4242' });
  });

  it('redacts an error message, stack and fields', () => {
    const error = Object.assign(new Error('bad card 4242424242424242'), { input: '4000000000000002' });
    const copy = redactValue(error) as Record<string, unknown>;
    expect(JSON.stringify(copy)).not.toMatch(/4242424242424242|4000000000000002/);
    expect(copy).toMatchObject({ name: 'Error', message: 'bad card ************4242', input: '************0002' });
  });

  it('survives cycles and leaves other values as they are', () => {
    const value: Record<string, unknown> = { ok: true, nothing: null, when: undefined };
    value.self = value;
    expect(redactValue(value)).toEqual({ ok: true, nothing: null, when: undefined, self: '[…]' });
    expect(redactValue(42)).toBe(42);
    expect(redactValue(null)).toBeNull();
  });
});
