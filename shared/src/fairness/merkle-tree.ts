import { bytesToHex, hexToBytes, sha256 } from './bytes';
import type { SyncSha256 } from './hashing';

/**
 * The commitment tree: leaves in order, each level pairs neighbours (0,1), (2,3), … into
 * SHA-256(0x01 ‖ left ‖ right); a level's odd last node moves up unchanged. The root of no leaves is
 * SHA-256 of nothing. A proof lists, from the leaf up, each sibling met and the side it is on.
 */

export interface ProofStep {
  side: 'left' | 'right';
  hash: string;
}

export interface InclusionProof {
  /** The leaf's position in the tree (0-based). */
  index: number;
  path: ProofStep[];
}

const NODE = new Uint8Array([1]);

export async function nodeHash(left: Uint8Array, right: Uint8Array): Promise<Uint8Array> {
  return sha256(NODE, left, right);
}


/**
 * `treeLevels` with a synchronous hash: one WebCrypto promise per node costs minutes on a million tickets,
 * so the close step hashes with Node's and the browser checks with WebCrypto; the tree is the same.
 */
export function treeLevelsWith(leaves: Uint8Array[], hash: SyncSha256): Uint8Array[][] {
  if (leaves.length === 0) return [[hash(new Uint8Array(0))]];
  const levels: Uint8Array[][] = [leaves];
  let level = leaves;
  while (level.length > 1) {
    const next: Uint8Array[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) next.push(hash(NODE, level[i]!, level[i + 1]!));
    if (level.length % 2 === 1) next.push(level[level.length - 1]!);
    levels.push(next);
    level = next;
  }
  return levels;
}

/** Every level, leaves first and the root's level last. */
export async function treeLevels(leaves: Uint8Array[]): Promise<Uint8Array[][]> {
  if (leaves.length === 0) return [[await sha256(new Uint8Array(0))]];
  const levels: Uint8Array[][] = [leaves];
  let level = leaves;
  while (level.length > 1) {
    const pairs: Promise<Uint8Array>[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) pairs.push(nodeHash(level[i]!, level[i + 1]!));
    const next = await Promise.all(pairs);
    if (level.length % 2 === 1) next.push(level[level.length - 1]!);
    levels.push(next);
    level = next;
  }
  return levels;
}

export function rootOf(levels: Uint8Array[][]): string {
  return bytesToHex(levels[levels.length - 1]![0]!);
}

export function proofOf(levels: Uint8Array[][], index: number): InclusionProof {
  const path: ProofStep[] = [];
  let at = index;
  for (const level of levels.slice(0, -1)) {
    const sibling = at % 2 === 0 ? at + 1 : at - 1;
    if (sibling < level.length) path.push({ side: at % 2 === 0 ? 'right' : 'left', hash: bytesToHex(level[sibling]!) });
    at = Math.floor(at / 2);
  }
  return { index, path };
}

/** The root a leaf and its path lead to; the leaf is in the committed set when this equals the published root. */
export async function rootFromProof(leaf: Uint8Array, path: readonly ProofStep[]): Promise<string> {
  let node = leaf;
  for (const step of path) {
    const sibling = hexToBytes(step.hash);
    node = step.side === 'left' ? await nodeHash(sibling, node) : await nodeHash(node, sibling);
  }
  return bytesToHex(node);
}

export async function verifyInclusion(leaf: Uint8Array, path: readonly ProofStep[], root: string): Promise<boolean> {
  try {
    return (await rootFromProof(leaf, path)) === root.toLowerCase();
  } catch {
    return false;
  }
}
