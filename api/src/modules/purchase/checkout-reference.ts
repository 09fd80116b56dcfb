import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { checkoutReferenceSeq } from '../../db/schema';

/** Crockford's base32: digits and letters without I, L, O and U, which read as 1, 1, 0 and V. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const HALF = 2 ** 20;
const ROUND_KEYS = [0x5bd1e, 0x3c6ef, 0x9e377, 0x7f4a7];

/** A keyed mix of one 20-bit half (any function will do: a Feistel network is a bijection whatever its rounds compute). */
const mix = (half: number, key: number) => ((((half ^ key) * 0x9e37) % HALF) ^ (half >>> 7)) % HALF;

/**
 * Scrambles a 40-bit number through a four-round Feistel network: a bijection, so distinct sequence numbers
 * give distinct codes, while consecutive purchases get codes that do not look consecutive.
 */
export function scramble40(n: number): number {
  let left = Math.floor(n / HALF) % HALF;
  let right = n % HALF;
  for (const key of ROUND_KEYS) [left, right] = [right, left ^ mix(right, key)];
  return left * HALF + right;
}

/** The reference a customer reads for the purchase numbered `n` (1, 2, …): `DF-` and eight base32 characters in two groups. */
export function checkoutReferenceOf(n: number): string {
  let value = scramble40(n % 2 ** 40);
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code = ALPHABET[value % 32]! + code;
    value = Math.floor(value / 32);
  }
  return `DF-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** A reference as a customer may type it (any case, with or without the dashes): the stored form, or null when it cannot be one. */
export function normalisedReference(text: string): string | null {
  const bare = text.toUpperCase().replace(/-/g, '');
  const match = /^DF([0-9A-HJKMNP-TV-Z]{8})$/.exec(bare);
  return match ? `DF-${match[1]!.slice(0, 4)}-${match[1]!.slice(4)}` : null;
}

/** `count` new references, one per checkout, from the database's sequence (one round trip for a batch). */
export async function nextCheckoutReferences(db: Executor, count: number): Promise<string[]> {
  if (count === 0) return [];
  const result = await db.execute(sql`select nextval(${sql.raw(`'${checkoutReferenceSeq.seqName}'`)})::text as n from generate_series(1, ${count})`);
  const rows = (result as unknown as { rows?: { n: string }[] }).rows ?? (result as unknown as { n: string }[]);
  return rows.map((row) => checkoutReferenceOf(Number(row.n)));
}
