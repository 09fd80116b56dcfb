/** @jest-environment node */
import { bytesToHex } from './bytes';
import { checkDraw, checkTicket } from './check-steps';
import { drawNumbers, drawWinningEntries, hashOfSeed } from './draw-algorithm';
import { nodeHash, proofOf, rootOf, treeLevels } from './merkle-tree';
import { encodeTicket, leafHash, leafHashHex } from './ticket-leaf';
import { EXAMPLE_DRAW, EXAMPLE_LEAVES, EXAMPLE_NODE_01, EXAMPLE_ROOT, EXAMPLE_SEED, EXAMPLE_TICKET, EXAMPLE_TICKETS } from './worked-example';
import type { PublicDrawProof, PublicTicketProof } from './public-proof';

const okOf = (steps: { key: string; ok: boolean }[]) => Object.fromEntries(steps.map((step) => [step.key, step.ok]));

describe('the worked example', () => {
  it('draws the README\'s numbers with the WebCrypto algorithm', async () => {
    expect(await hashOfSeed(EXAMPLE_SEED)).toBe(EXAMPLE_DRAW.seedHash);
    expect(await drawNumbers(EXAMPLE_SEED, EXAMPLE_DRAW.machine!)).toEqual({ numbers: [2, 8, 20, 22, 28, 41], supplementary: [7, 30] });
    const thursday = { barrels: [{ min: 1, max: 35, sets: [{ key: 'numbers' as const, count: 7 }] }, { min: 1, max: 20, sets: [{ key: 'powerball' as const, count: 1 }] }] };
    expect(await drawNumbers(EXAMPLE_SEED, thursday)).toEqual({ numbers: [2, 14, 18, 22, 25, 26, 35], powerball: [18] });
    expect(await drawWinningEntries(EXAMPLE_SEED, 1000, 5)).toEqual([341, 80, 801, 970, 726]);
  });

  it('encodes each ticket canonically, and its leaves, node and root are the published ones', async () => {
    expect(encodeTicket(EXAMPLE_TICKETS[2]!)).toBe(EXAMPLE_TICKET.encoding);
    expect(await Promise.all(EXAMPLE_TICKETS.map((ticket) => leafHashHex(encodeTicket(ticket))))).toEqual(EXAMPLE_LEAVES);
    const leaves = await Promise.all(EXAMPLE_TICKETS.map((ticket) => leafHash(encodeTicket(ticket))));
    expect(bytesToHex(await nodeHash(leaves[0]!, leaves[1]!))).toBe(EXAMPLE_NODE_01);
    const levels = await treeLevels(leaves);
    expect(rootOf(levels)).toBe(EXAMPLE_ROOT);
    expect(proofOf(levels, 2)).toEqual(EXAMPLE_TICKET.proof);
  });

  it('keeps the encoding\'s order and text fixed whatever the input\'s key order or case', () => {
    const ticket = { ...EXAMPLE_TICKETS[0]!, ticketId: EXAMPLE_TICKETS[0]!.ticketId.toUpperCase(), game: { powerball: [7], numbers: [3, 1, 2] }, purchasedAt: '2026-12-05T09:15:00+01:00' };
    expect(encodeTicket(ticket).split('\n')).toEqual([
      'drawfront-ticket-v1', 'draw=101', 'ticket=0b6c7a52-2f4e-4c59-9a49-1d1c1f1e0a01', 'game-type=standard',
      'games=numbers:3,1,2;powerball:7', 'entry=', 'purchased=2026-12-05T08:15:00.000Z', `salt=${'11'.repeat(32)}`,
    ]);
    expect(() => encodeTicket({ ...ticket, salt: 'ab' })).toThrow(/salt/);
  });

  it('passes every step of the check', async () => {
    expect(okOf(await checkDraw(EXAMPLE_DRAW))).toEqual({ seed: true, order: true, numbers: true });
    expect(okOf(await checkTicket(EXAMPLE_DRAW, EXAMPLE_TICKET))).toEqual({ ticket: true, result: true });
  });
});

describe('a tampered example fails', () => {
  it('a tampered ticket: other numbers than those committed', async () => {
    const ticket: PublicTicketProof = { ...EXAMPLE_TICKET, encoding: EXAMPLE_TICKET.encoding.replace('numbers:2,7,8,20,30,44', 'numbers:2,8,20,22,28,41') };
    expect(okOf(await checkTicket(EXAMPLE_DRAW, ticket))).toEqual({ ticket: false, result: false });
  });

  it('a tampered result: a division the numbers do not give', async () => {
    const ticket: PublicTicketProof = { ...EXAMPLE_TICKET, matched: { numbers: [2, 8, 20, 22], supplementary: [7, 30] } };
    expect(okOf(await checkTicket(EXAMPLE_DRAW, ticket))).toEqual({ ticket: true, result: false });
  });

  it('a tampered seed: it no longer hashes to the commitment', async () => {
    const draw: PublicDrawProof = { ...EXAMPLE_DRAW, seed: EXAMPLE_SEED.replace(/f$/, 'e') };
    expect(okOf(await checkDraw(draw))).toEqual({ seed: false, order: true, numbers: false });
  });

  it('numbers other than those the seed gives', async () => {
    const draw: PublicDrawProof = { ...EXAMPLE_DRAW, numbers: { numbers: [2, 8, 20, 22, 28, 42], supplementary: [7, 30] } };
    expect(okOf(await checkDraw(draw))).toEqual({ seed: true, order: true, numbers: false });
  });

  it('a wrong root: the ticket does not lead to it', async () => {
    const draw: PublicDrawProof = { ...EXAMPLE_DRAW, tickets: { ...EXAMPLE_DRAW.tickets!, root: EXAMPLE_NODE_01 } };
    expect(okOf(await checkTicket(draw, EXAMPLE_TICKET))).toEqual({ ticket: false, result: true });
  });

  it('a commitment made after the reveal', async () => {
    const draw: PublicDrawProof = { ...EXAMPLE_DRAW, tickets: { ...EXAMPLE_DRAW.tickets!, committedAt: '2026-12-05T20:31:00.000Z' } };
    expect(okOf(await checkDraw(draw))).toEqual({ seed: true, order: false, numbers: true });
  });

  it('a ticket without a proof (added after the commitment)', async () => {
    expect(okOf(await checkTicket(EXAMPLE_DRAW, { ...EXAMPLE_TICKET, proof: null }))).toEqual({ ticket: false, result: true });
  });
});
