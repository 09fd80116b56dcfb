// A plain object answers `constructor`, `toString`, `__proto__` and the rest of Object.prototype for any
// key. Maps keyed by what a request sends (field names, filter names, tokens) use these helpers, so a
// key like that reads as absent instead of handing a function to code that expects a value.

/** `record[key]` when `key` is the record's own property, else undefined. */
export function ownValue<Value>(record: Readonly<Record<string, Value>>, key: string): Value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** An empty map without a prototype, for entries keyed by request input. */
export function inputKeyedRecord<Value>(): Record<string, Value> {
  return Object.create(null) as Record<string, Value>;
}
