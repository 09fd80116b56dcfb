import { inputKeyedRecord, ownValue } from './own-keys';

const HOSTILE_KEYS = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'];

describe('maps keyed by request input', () => {
  it.each(HOSTILE_KEYS)('ownValue reads %s as absent unless the record holds it', (key) => {
    expect(ownValue({ a: 1 }, key)).toBeUndefined();
    const record = inputKeyedRecord<number>();
    record[key] = 7;
    expect(ownValue(record, key)).toBe(7);
  });

  it.each(HOSTILE_KEYS)('inputKeyedRecord starts without %s and keeps it as an ordinary entry', (key) => {
    const record = inputKeyedRecord<string[]>();
    expect(record[key]).toBeUndefined();
    (record[key] ??= []).push('x');
    expect(Object.entries(record)).toEqual([[key, ['x']]]);
    expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse(`{"${key}":["x"]}`));
  });
});
