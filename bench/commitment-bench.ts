// The ticket commitment at scale: encode, hash and build the Merkle tree over 1,000,000 tickets with the same
// shared tree code and Node hash the close step runs, then one proof and its check. Prints one JSON line.
// Run: node --import tsx bench/commitment-bench.ts (BENCH_COMMIT_TICKETS to change the count). Not a test.
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { nodeSha256 } from '../api/src/modules/draws/fairness/node-sha256';
import { proofOf, rootOf, treeLevelsWith, verifyInclusion } from '../shared/src/fairness/merkle-tree';
import { encodeTicket, leafHashWith } from '../shared/src/fairness/ticket-leaf';
import type { TicketLeafInput } from '../shared/src/fairness/ticket-leaf';

const TICKETS = Number(process.env.BENCH_COMMIT_TICKETS ?? 1_000_000);

async function main(): Promise<void> {
  const inputs: TicketLeafInput[] = Array.from({ length: TICKETS }, (_, i) => ({
    drawId: 1,
    ticketId: randomUUID(),
    gameType: 'standard',
    game: { numbers: [1 + (i % 40), 41, 42, 43, 44, 45] },
    entryNo: null,
    purchasedAt: new Date(1_765_000_000_000 + i).toISOString(),
    salt: randomBytes(32).toString('hex'),
  }));
  inputs.sort((a, b) => (a.ticketId < b.ticketId ? -1 : 1));
  const started = performance.now();
  // As the close step does: Node's synchronous SHA-256 (the browser checks one proof with WebCrypto, below).
  const leaves = inputs.map((input) => leafHashWith(encodeTicket(input), nodeSha256));
  const leavesMs = performance.now() - started;
  const levels = treeLevelsWith(leaves, nodeSha256);
  const totalMs = performance.now() - started;
  const root = rootOf(levels);
  const proof = proofOf(levels, Math.floor(TICKETS / 3));
  const ok = await verifyInclusion(leaves[Math.floor(TICKETS / 3)]!, proof.path, root);
  const proofJson = JSON.stringify(proof);
  console.log(JSON.stringify({
    bench: 'ticket-commitment',
    tickets: TICKETS,
    leavesMs: Math.round(leavesMs),
    treeMs: Math.round(totalMs - leavesMs),
    totalMs: Math.round(totalMs),
    proofSteps: proof.path.length,
    proofHashBytes: proof.path.length * 32,
    proofJsonBytes: proofJson.length,
    verified: ok,
  }));
}

void main();
