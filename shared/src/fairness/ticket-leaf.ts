import { bytesToHex, sha256, utf8 } from './bytes';

/**
 * One ticket (or raffle entry) as the draw commits to it at close. The canonical encoding is UTF-8 text,
 * one `name=value` line each, in this order, joined by "\n" with no trailing newline:
 *
 *   drawfront-ticket-v1
 *   draw=<draw id>
 *   ticket=<ticket id, lowercase>
 *   game-type=<game type key>
 *   games=<set>:<n>,<n>,…;<set>:…   (sets in the order numbers, powerball, favourites; numbers as held)
 *   entry=<raffle entry number, or empty>
 *   purchased=<purchase time, ISO 8601 UTC with milliseconds>
 *   salt=<64 lowercase hex characters>
 *
 * The salt is 32 random bytes per ticket: without it anyone could hash likely tickets and test them
 * against the tree. No customer appears in the encoding.
 */
export interface TicketLeafInput {
  drawId: number;
  ticketId: string;
  gameType: string;
  game: Partial<Record<string, number[]>>;
  entryNo: number | null;
  purchasedAt: string;
  salt: string;
}

export const TICKET_LEAF_VERSION = 'drawfront-ticket-v1';
/** Number sets in the order the encoding lists them. */
export const GAME_SET_ORDER = ['numbers', 'powerball', 'favourites'] as const;

const SALT = /^[0-9a-f]{64}$/;

export function encodeTicket(ticket: TicketLeafInput): string {
  if (!SALT.test(ticket.salt)) throw new Error('A ticket salt is 64 lowercase hex characters');
  const games = GAME_SET_ORDER.filter((key) => Array.isArray(ticket.game[key]) && ticket.game[key]!.length > 0)
    .map((key) => `${key}:${ticket.game[key]!.join(',')}`)
    .join(';');
  return [
    TICKET_LEAF_VERSION,
    `draw=${ticket.drawId}`,
    `ticket=${ticket.ticketId.toLowerCase()}`,
    `game-type=${ticket.gameType}`,
    `games=${games}`,
    `entry=${ticket.entryNo ?? ''}`,
    `purchased=${new Date(ticket.purchasedAt).toISOString()}`,
    `salt=${ticket.salt}`,
  ].join('\n');
}

/** A leaf: SHA-256(0x00 ‖ encoding). The 0x00 prefix (0x01 for inner nodes) keeps a leaf from passing as a node. */
export async function leafHash(encoding: string): Promise<Uint8Array> {
  return sha256(new Uint8Array([0]), utf8(encoding));
}

/** `leafHash` with a synchronous hash (see `treeLevelsWith`). */
export function leafHashWith(encoding: string, hash: (...parts: Uint8Array[]) => Uint8Array): Uint8Array {
  return hash(new Uint8Array([0]), utf8(encoding));
}

export async function leafHashHex(encoding: string): Promise<string> {
  return bytesToHex(await leafHash(encoding));
}

/** Leaves are ordered by ticket id (lowercase text, compared character by character). */
export function compareTicketIds(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}
