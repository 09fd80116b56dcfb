/** @jest-environment node */
import { bytesToHex, sha256, utf8 } from './bytes';
import { proofOf, rootFromProof, rootOf, treeLevels, verifyInclusion } from './merkle-tree';

const leavesOf = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => sha256(utf8(`leaf ${i}`))));

describe('the commitment tree', () => {
  it('of one leaf has that leaf as its root and an empty path', async () => {
    const [leaf] = await leavesOf(1);
    const levels = await treeLevels([leaf!]);
    expect(rootOf(levels)).toBe(bytesToHex(leaf!));
    expect(proofOf(levels, 0).path).toEqual([]);
  });

  it('of two leaves hashes 0x01 ‖ left ‖ right', async () => {
    const leaves = await leavesOf(2);
    const expected = bytesToHex(await sha256(new Uint8Array([1]), leaves[0]!, leaves[1]!));
    expect(rootOf(await treeLevels(leaves))).toBe(expected);
  });

  it('of three leaves moves the odd last leaf up unchanged', async () => {
    const leaves = await leavesOf(3);
    const pair = await sha256(new Uint8Array([1]), leaves[0]!, leaves[1]!);
    const expected = bytesToHex(await sha256(new Uint8Array([1]), pair, leaves[2]!));
    const levels = await treeLevels(leaves);
    expect(rootOf(levels)).toBe(expected);
    expect(proofOf(levels, 2).path).toEqual([{ side: 'left', hash: bytesToHex(pair) }]);
  });

  it.each([1, 2, 3, 1000])('of %i leaves proves every leaf, and no leaf at another leaf\'s path', async (n) => {
    const leaves = await leavesOf(n);
    const levels = await treeLevels(leaves);
    const root = rootOf(levels);
    for (let i = 0; i < n; i += 1) {
      const { path } = proofOf(levels, i);
      expect(path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(n)));
      expect(await verifyInclusion(leaves[i]!, path, root)).toBe(true);
    }
    if (n > 1) expect(await verifyInclusion(leaves[0]!, proofOf(levels, 1).path, root)).toBe(false);
  });

  it('refuses a tampered leaf, a tampered path and a wrong root', async () => {
    const leaves = await leavesOf(1000);
    const levels = await treeLevels(leaves);
    const root = rootOf(levels);
    const { path } = proofOf(levels, 417);
    expect(await verifyInclusion(await sha256(utf8('leaf 417 ')), path, root)).toBe(false);
    const flipped = path.map((step, i) => (i === 3 ? { ...step, hash: step.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) } : step));
    expect(await verifyInclusion(leaves[417]!, flipped, root)).toBe(false);
    const swapped = path.map((step, i) => (i === 0 ? { ...step, side: step.side === 'left' ? 'right' as const : 'left' as const } : step));
    expect(await verifyInclusion(leaves[417]!, swapped, root)).toBe(false);
    expect(await verifyInclusion(leaves[417]!, path, rootOf(await treeLevels(leaves.slice(0, 999))))).toBe(false);
    expect(await rootFromProof(leaves[417]!, path)).toBe(root);
  });

  it('of no tickets is the hash of nothing', async () => {
    expect(rootOf(await treeLevels([]))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
