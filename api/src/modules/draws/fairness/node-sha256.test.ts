import { rootOf, treeLevels, treeLevelsWith } from '@drawfront/shared/fairness/merkle-tree';
import { encodeTicket, leafHash, leafHashWith } from '@drawfront/shared/fairness/ticket-leaf';
import { nodeSha256 } from './node-sha256';

// The close step builds the tree with Node's hash, the customer's browser checks it with WebCrypto: the two must agree to the byte.
describe('the close step’s Node hash', () => {
  const tickets = Array.from({ length: 7 }, (_, i) => ({
    drawId: 3,
    ticketId: `00000000-0000-4000-8000-00000000000${i}`,
    gameType: 'standard',
    game: { numbers: [1 + i, 9, 17, 25, 33, 41] },
    entryNo: null,
    purchasedAt: new Date(Date.UTC(2026, 11, 1, 10, i)).toISOString(),
    salt: `${i}`.repeat(64),
  }));

  it('hashes leaves and builds the same tree as the shared WebCrypto code, odd levels included', async () => {
    for (const count of [0, 1, 2, 3, 7]) {
      const inputs = tickets.slice(0, count);
      const webLeaves = await Promise.all(inputs.map((t) => leafHash(encodeTicket(t))));
      const nodeLeaves = inputs.map((t) => leafHashWith(encodeTicket(t), nodeSha256));
      expect(nodeLeaves.map((l) => Buffer.from(l).toString('hex'))).toEqual(webLeaves.map((l) => Buffer.from(l).toString('hex')));
      expect(rootOf(treeLevelsWith(nodeLeaves, nodeSha256))).toBe(rootOf(await treeLevels(webLeaves)));
    }
  });
});
