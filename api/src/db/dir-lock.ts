import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A held lock on a PGlite data directory; `release()` removes the lock file if it is still ours. */
export interface DirLock {
  path: string;
  release(): void;
}

/** Thrown when another live process (or this one) already has the data directory open. */
export class DirectoryInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly pid: number,
  ) {
    super(`database directory ${directory} is in use by process ${pid}`);
    this.name = 'DirectoryInUseError';
  }
}

/**
 * PGlite takes no lock on its data directory and two processes writing one directory corrupt it,
 * so we take one: `<dir>.lock` created exclusively (`wx`) holding our pid. A lock whose pid is no
 * longer running is stale (a crash) and is taken over.
 */
export function lockDirectory(directory: string): DirLock {
  const path = `${directory}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return {
        path,
        release: () => {
          if (readPid(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(path);
      if (holder !== null && isRunning(holder)) throw new DirectoryInUseError(directory, holder);
      // Stale (or unreadable, half-written) lock: remove it and try again.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`could not take the lock ${path}`);
}

function readPid(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
