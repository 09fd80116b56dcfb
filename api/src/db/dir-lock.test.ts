import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DirectoryInUseError, lockDirectory } from './dir-lock';

describe('lockDirectory', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'drawfront-dir-lock-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes our pid, refuses a second lock, and removes the file on release', () => {
    const dir = join(root, 'data');
    const lock = lockDirectory(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => lockDirectory(dir)).toThrow(new DirectoryInUseError(dir, process.pid));
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    lockDirectory(dir).release();
  });

  it('takes over a lock whose process is gone, or whose file is garbage', () => {
    const dir = join(root, 'data');
    for (const content of ['2147483646', 'not-a-pid', '']) {
      writeFileSync(`${dir}.lock`, content);
      const lock = lockDirectory(dir);
      expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
      lock.release();
    }
  });

  it('does not remove a lock that another process has taken since', () => {
    const dir = join(root, 'data');
    const lock = lockDirectory(dir);
    writeFileSync(`${dir}.lock`, '1');
    lock.release();
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe('1');
  });
});
