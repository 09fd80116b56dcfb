import { inputKeyedRecord, ownValue } from '../../lib/own-keys';

/**
 * The list query of `GET /items/{collection}` (groups spec §7): fields, filter, sort, limit, page or
 * offset, meta. Content collections are small (tens of items per site), so the visible items are read
 * and this applies the query to them; the rules are pure and tested on their own.
 */
export type Item = Record<string, unknown>;

type Operator = '_eq' | '_neq' | '_in' | '_nin' | '_contains' | '_null' | '_nnull';
const OPERATORS: readonly Operator[] = ['_eq', '_neq', '_in', '_nin', '_contains', '_null', '_nnull'];

export interface ItemQuery {
  fields: string[] | null;
  filter: Record<string, Partial<Record<Operator, unknown>>>;
  sort: { field: string; descending: boolean }[];
  limit: number | null;
  offset: number;
  meta: ('total_count' | 'filter_count')[];
}

export const MAX_LIMIT = 100;
const FIELD = /^[a-z_][a-z0-9_]*$/i;

/** A query the caller got wrong: answered as 400 with its reason. */
export class ItemQueryError extends Error {}

export interface RawItemQuery {
  fields?: string;
  filter?: string;
  sort?: string;
  limit?: number;
  offset?: number;
  page?: number;
  meta?: string;
}

const list = (value: string | undefined) => (value ?? '').split(',').map((part) => part.trim()).filter(Boolean);

function field(name: string, what: string): string {
  if (!FIELD.test(name)) throw new ItemQueryError(`${what} '${name}' is not a field name`);
  return name;
}

/** Parses and checks the raw query string values. */
export function parseItemQuery(raw: RawItemQuery): ItemQuery {
  const fields = raw.fields === undefined || raw.fields.trim() === '*' ? null : list(raw.fields).map((name) => field(name, 'fields'));
  const sort = list(raw.sort).map((part) => (part.startsWith('-') ? { field: field(part.slice(1), 'sort'), descending: true } : { field: field(part, 'sort'), descending: false }));
  const limit = raw.limit === undefined || raw.limit === -1 ? null : raw.limit;
  if (limit !== null && (limit < 1 || limit > MAX_LIMIT)) throw new ItemQueryError(`limit must be 1 to ${MAX_LIMIT} (or -1 for all)`);
  if (raw.page !== undefined && raw.offset !== undefined) throw new ItemQueryError('send page or offset, not both');
  if (raw.page !== undefined && limit === null) throw new ItemQueryError('page needs a limit');
  const offset = raw.page !== undefined ? (raw.page - 1) * (limit ?? 0) : (raw.offset ?? 0);
  const meta = list(raw.meta).flatMap((name): ItemQuery['meta'] => {
    if (name === '*') return ['total_count', 'filter_count'];
    if (name === 'total_count' || name === 'filter_count') return [name];
    throw new ItemQueryError(`meta '${name}' is not known (total_count, filter_count or *)`);
  });
  return { fields, filter: parseFilter(raw.filter), sort, limit, offset, meta };
}

function parseFilter(raw: string | undefined): ItemQuery['filter'] {
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ItemQueryError('filter is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ItemQueryError('filter must be an object of field → {operator: value}');
  const filter: ItemQuery['filter'] = inputKeyedRecord();
  for (const [name, rule] of Object.entries(parsed as Record<string, unknown>)) {
    field(name, 'filter');
    if (typeof rule !== 'object' || rule === null || Array.isArray(rule)) throw new ItemQueryError(`filter on '${name}' must be {operator: value}`);
    for (const [operator, value] of Object.entries(rule as Record<string, unknown>)) {
      if (!OPERATORS.includes(operator as Operator)) throw new ItemQueryError(`filter operator '${operator}' is not known (${OPERATORS.join(', ')})`);
      if ((operator === '_in' || operator === '_nin') && !Array.isArray(value)) throw new ItemQueryError(`filter ${operator} on '${name}' needs a list`);
    }
    filter[name] = rule as Partial<Record<Operator, unknown>>;
  }
  return filter;
}

const same = (a: unknown, b: unknown) => a === b || (a !== null && b !== null && typeof a !== 'object' && String(a) === String(b));

function matches(item: Item, filter: ItemQuery['filter']): boolean {
  return Object.entries(filter).every(([name, rule]) =>
    Object.entries(rule).every(([operator, expected]) => {
      const value = ownValue(item, name);
      switch (operator as Operator) {
        case '_eq':
          return same(value, expected);
        case '_neq':
          return !same(value, expected);
        case '_in':
          return (expected as unknown[]).some((option) => same(value, option));
        case '_nin':
          return !(expected as unknown[]).some((option) => same(value, option));
        case '_contains':
          return Array.isArray(value) ? value.some((entry) => same(entry, expected)) : typeof value === 'string' && value.includes(String(expected));
        case '_null':
          return (value === undefined || value === null) === Boolean(expected);
        case '_nnull':
          return (value !== undefined && value !== null) === Boolean(expected);
      }
    }),
  );
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export interface ItemPage {
  data: Item[];
  meta?: { totalCount?: number; filterCount?: number };
}

/** Applies the query to a collection's visible items. */
export function runItemQuery(items: readonly Item[], query: ItemQuery): ItemPage {
  const filtered = items.filter((item) => matches(item, query.filter));
  const sorted = [...filtered].sort((a, b) => {
    for (const { field: name, descending } of query.sort) {
      const order = compare(ownValue(a, name), ownValue(b, name));
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
  const end = query.limit === null ? undefined : query.offset + query.limit;
  const data = sorted.slice(query.offset, end).map((item) => (query.fields ? Object.fromEntries(query.fields.filter((name) => Object.hasOwn(item, name)).map((name) => [name, item[name]])) : item));
  if (query.meta.length === 0) return { data };
  const meta: NonNullable<ItemPage['meta']> = {};
  if (query.meta.includes('total_count')) meta.totalCount = items.length;
  if (query.meta.includes('filter_count')) meta.filterCount = filtered.length;
  return { data, meta };
}
